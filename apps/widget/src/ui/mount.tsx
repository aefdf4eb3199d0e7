import type { SearchWidgetKind } from '@vitrina/contracts';
import { render } from 'preact';
import { WidgetView } from './app';
import { Env, type WidgetEnv } from './context';
import { WIDGET_CSS } from './styles';
import { themeVariables } from './theme';

/** Adds a <style> once per id; later calls with the same id do nothing. */
export function injectStyle(id: string, css: string) {
  if (!css || document.getElementById(id)) return;
  const style = document.createElement('style');
  style.id = id;
  style.textContent = css;
  document.head.appendChild(style);
}

/** Renders one widget into a new div.l-ss-c-root inside `parent`; returns a function that removes it. */
export function mountWidget(parent: HTMLElement, env: WidgetEnv, kind: SearchWidgetKind): () => void {
  injectStyle('l-ss-c-styles', WIDGET_CSS);
  const root = document.createElement('div');
  root.className = `l-ss-c-root l-ss-c-root-${kind}`;
  root.setAttribute('data-project', env.projectId);
  for (const [name, value] of Object.entries(themeVariables(env.settings))) root.style.setProperty(name, value);
  parent.appendChild(root);
  render(
    <Env.Provider value={env}>
      <WidgetView kind={kind} />
    </Env.Provider>,
    root,
  );
  return () => {
    render(null, root);
    root.remove();
  };
}
