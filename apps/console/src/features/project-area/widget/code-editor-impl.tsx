import { css } from '@codemirror/lang-css';
import { html } from '@codemirror/lang-html';
import { javascript } from '@codemirror/lang-javascript';
import { json } from '@codemirror/lang-json';
import CodeMirror from '@uiw/react-codemirror';
import { useMemo } from 'react';
import type { CodeLanguage } from './code-field';

const EXTENSIONS = { json, css, javascript, html } as const;

/** CodeMirror with the language's highlighting; loaded on demand (its chunk is ~400 kB). */
export default function CodeEditorImpl(props: {
  value: string;
  onChange: (value: string) => void;
  language: CodeLanguage;
  readOnly?: boolean;
  minHeight: string;
  invalid: boolean;
  testId?: string;
  label: string;
}) {
  const extensions = useMemo(() => [EXTENSIONS[props.language]()], [props.language]);
  return (
    <div
      data-testid={props.testId}
      style={{
        border: `1px solid ${props.invalid ? 'var(--mantine-color-error)' : 'var(--mantine-color-default-border)'}`,
        borderRadius: 'var(--mantine-radius-sm)',
        overflow: 'hidden',
        fontSize: 13,
      }}
    >
      <CodeMirror
        value={props.value}
        onChange={props.onChange}
        extensions={extensions}
        readOnly={props.readOnly}
        editable={!props.readOnly}
        minHeight={props.minHeight}
        maxHeight="400px"
        aria-label={props.label}
        basicSetup={{ foldGutter: false, highlightActiveLine: false }}
      />
    </div>
  );
}
