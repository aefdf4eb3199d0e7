import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../lib/notify';

/** Copies text to the clipboard; false when the browser refuses (no permission, insecure origin). */
async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** A copy button that says 'Copied' for a moment, or shows the §8 copy failure message. */
export function CopyButton({ text, label, failedMessage, testId }: { text: string; label: string; failedMessage: string; testId: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (await copyText(text)) {
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
    } else notifyError(failedMessage);
  };
  return (
    <Button variant="light" onClick={() => void copy()} data-testid={testId}>
      {copied ? t('tradeWidgets.common.copied') : label}
    </Button>
  );
}
