import { Input, Textarea } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';
import { useAfterPaint } from '../../../lib/use-after-paint';

export type CodeLanguage = 'json' | 'css' | 'javascript' | 'html';

const CodeEditorImpl = lazy(() => import('./code-editor-impl'));

export interface CodeFieldProps {
  label: ReactNode;
  description?: ReactNode;
  value?: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  language: CodeLanguage;
  readOnly?: boolean;
  minRows?: number;
  testId?: string;
}

/**
 * A code input with syntax highlighting; a plain textarea stands in while CodeMirror loads, which
 * starts once the page has painted its fields (CodeMirror's 165 KB would otherwise hold them back).
 */
export function CodeField({ label, description, value = '', onChange, error, language, readOnly, minRows = 4, testId }: CodeFieldProps) {
  const painted = useAfterPaint();
  const name = typeof label === 'string' ? label : '';
  const fallback = (
    <Textarea
      aria-label={name || undefined}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      readOnly={readOnly}
      // A fixed height, not autosize: measuring each stand-in forced a layout per field (70 ms on the widget settings).
      rows={minRows}
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      data-testid={testId}
      error={Boolean(error)}
    />
  );
  return (
    <Input.Wrapper label={label} description={description} error={error}>
      {painted ? (
        <Suspense fallback={fallback}>
          <CodeEditorImpl
            value={value}
            onChange={onChange}
            language={language}
            readOnly={readOnly}
            minHeight={`${minRows * 20}px`}
            invalid={Boolean(error)}
            testId={testId}
            label={name}
          />
        </Suspense>
      ) : (
        fallback
      )}
    </Input.Wrapper>
  );
}
