import type { SearchWidgetKind } from '@vitrina/contracts';
import { useEffect, useRef } from 'preact/hooks';
import { Completions } from './completions';
import { useEnv, useWidgetState } from './context';
import { Results, StatusNotice } from './results';
import { SearchBox } from './search-box';

const FOCUSABLE = 'a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),textarea,[tabindex]:not([tabindex="-1"])';

function Header({ modal }: { modal: boolean }) {
  const { controller, settings, t } = useEnv();
  const state = useWidgetState();
  return (
    <div class="l-ss-c-header">
      {settings.showCatalog && (
        <button type="button" class="l-ss-c-catalog" onClick={() => controller.search('')}>
          {t('catalog')}
        </button>
      )}
      <SearchBox dropdown={!modal || settings.kind !== 'v3'} autoFocus={modal} />
      {settings.cartCount && (
        <span class="l-ss-c-cart" role="status">
          {t('cart')}
          <span class="l-ss-c-cart-count">{state.cart}</span>
        </span>
      )}
      {modal && (
        <button type="button" class="l-ss-c-icon-button l-ss-c-close" aria-label={t('close')} onClick={() => controller.close()}>
          ✕
        </button>
      )}
    </div>
  );
}

/** A modal kind (classic or v3): fixed over the page, so the host page never shifts; focus stays inside. */
function Modal({ kind }: { kind: SearchWidgetKind }) {
  const { controller, t } = useEnv();
  const dialog = useRef<HTMLDivElement>(null);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      controller.close();
    } else if (e.key === 'Tab' && dialog.current) {
      const nodes = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((n) => n.offsetParent !== null);
      const first = nodes[0];
      const last = nodes[nodes.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      if (e.shiftKey && (active === first || !dialog.current.contains(active))) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && active === last) {
        e.preventDefault();
        first.focus();
      }
    }
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a click on the backdrop closes the dialog; Esc does the same from the keyboard.
    <div class="l-ss-c-overlay" onMouseDown={(e) => e.target === e.currentTarget && controller.close()}>
      <div
        ref={dialog}
        class={`l-ss-c-search-popup l-ss-c-kind-${kind}`}
        role="dialog"
        aria-modal="true"
        aria-label={t('dialogLabel')}
        onKeyDown={onKeyDown}
      >
        <Header modal />
        <div class="l-ss-c-body">
          {kind === 'v3' && <Completions class="l-ss-c-completions-column" />}
          <div class="l-ss-c-main">
            <Results />
          </div>
        </div>
      </div>
    </div>
  );
}

/** The complex kind: rendered inside the shop's container, nothing outside it. */
function Embedded() {
  const { controller } = useEnv();
  const state = useWidgetState();
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // A click outside the search field closes its completions dropdown.
    const onDown = (e: MouseEvent) => {
      if (!root.current?.querySelector('.l-ss-c-search-input')?.contains(e.target as Node)) controller.hideCompletions();
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [controller]);
  return (
    <div ref={root} class="l-ss-c-complex l-ss-c-kind-complex">
      <Header modal={false} />
      <div class="l-ss-c-main">{state.results.status === 'idle' ? <StatusNotice /> : <Results />}</div>
    </div>
  );
}

export function WidgetView({ kind }: { kind: SearchWidgetKind }) {
  const state = useWidgetState();
  if (kind === 'complex') return <Embedded />;
  return state.open ? <Modal kind={kind} /> : null;
}
