import { Button, FileButton } from '@mantine/core';
import { CREATIVE_UPLOAD_MAX_BYTES } from '@vitrina/contracts';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess, notifyWarning } from '../../../lib/notify';
import { svgProblem, useUploadTemplate } from '../api/upload-template';

/** Uploads an SVG template; anything else is refused here already, and the server's reason shows on failure (spec §8). */
export function UploadTemplateButton({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const upload = useUploadTemplate(projectId, t('creativeBooster.upload.unknownError'));
  const send = async (file: File | null) => {
    if (!file) return;
    const problem = svgProblem(file);
    if (problem) {
      notifyWarning(t(`creativeBooster.upload.${problem}`, { size: Math.round(CREATIVE_UPLOAD_MAX_BYTES / 1024 / 1024) }));
      return;
    }
    try {
      const template = await upload.mutateAsync(file);
      notifySuccess(t('creativeBooster.upload.done', { name: template.name }));
      // Scripts, event handlers and outside references are dropped on upload; the owner should know what changed.
      if (template.removed?.length) notifyWarning(t('creativeBooster.upload.sanitized', { list: template.removed.join(', ') }));
    } catch (error) {
      notifyError(t('creativeBooster.upload.failed', { reason: error instanceof Error ? error.message : '' }));
    }
  };
  return (
    <FileButton
      onChange={(file) => void send(file)}
      accept=".svg,image/svg+xml"
      inputProps={{ 'data-testid': 'creative-upload-input' } as object}
    >
      {(props) => (
        <Button {...props} loading={upload.isPending} data-testid="creative-upload">
          {t('creativeBooster.upload.button')}
        </Button>
      )}
    </FileButton>
  );
}
