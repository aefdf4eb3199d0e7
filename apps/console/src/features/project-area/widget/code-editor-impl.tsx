import { css } from '@codemirror/lang-css';
import { html } from '@codemirror/lang-html';
import { javascript } from '@codemirror/lang-javascript';
import { json } from '@codemirror/lang-json';
import CodeMirror, { EditorView } from '@uiw/react-codemirror';
import { useMemo } from 'react';
import classes from './code-editor.module.css';
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
  // The name goes on the editable element (role textbox), not on CodeMirror's wrapper div.
  const extensions = useMemo(
    () => [EXTENSIONS[props.language](), EditorView.contentAttributes.of({ 'aria-label': props.label })],
    [props.language, props.label],
  );
  return (
    <div
      data-testid={props.testId}
      className={classes.frame}
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
        basicSetup={{ foldGutter: false, highlightActiveLine: false }}
      />
    </div>
  );
}
