import { useEffect, useRef, useState } from 'preact/hooks';
import { completionItems } from '../core/state';
import { Completions } from './completions';
import { useEnv, useWidgetState } from './context';
import { openUrl } from './open-url';

interface SpeechRecognitionLike {
  lang: string;
  interimResults: boolean;
  onresult: ((e: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
}

const SPEECH_LANG: Record<string, string> = { ru: 'ru-RU', en: 'en-US', tr: 'tr-TR', es: 'es-ES', pt: 'pt-BR' };

function speechRecognition(): (new () => SpeechRecognitionLike) | null {
  const w = window as unknown as Record<string, unknown>;
  return (w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null) as (new () => SpeechRecognitionLike) | null;
}

/** The widget's search field (input.l-ss-c-input) as an ARIA combobox; `dropdown` shows completions under it. */
export function SearchBox({ dropdown, autoFocus }: { dropdown: boolean; autoFocus: boolean }) {
  const { controller, settings, t, idPrefix } = useEnv();
  const state = useWidgetState();
  const input = useRef<HTMLInputElement>(null);
  const [listening, setListening] = useState(false);
  const listboxId = `${idPrefix}-listbox`;
  const items = completionItems(state.completions);
  const expanded = dropdown ? state.completionsOpen && items.length > 0 : items.length > 0;
  const Recognition = settings.voiceInput ? speechRecognition() : null;

  useEffect(() => {
    if (autoFocus) input.current?.focus();
  }, [autoFocus]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      controller.highlight(e.key === 'ArrowDown' ? 1 : -1);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const choice = controller.submit();
      if (choice.kind === 'navigate') openUrl(choice.url, settings.linkTargetBlank);
    } else if (e.key === 'Escape' && dropdown && state.completionsOpen) {
      e.stopPropagation();
      controller.hideCompletions();
    }
  };

  const startVoice = () => {
    if (!Recognition || listening) return;
    const recognition = new Recognition();
    recognition.lang = SPEECH_LANG[settings.locale] ?? 'ru-RU';
    recognition.interimResults = false;
    recognition.onresult = (e) => {
      const text = e.results[0]?.[0]?.transcript ?? '';
      if (text) controller.search(text);
    };
    recognition.onend = () => setListening(false);
    setListening(true);
    recognition.start();
  };

  return (
    <div class="l-ss-c-search-input">
      <input
        ref={input}
        class="l-ss-c-input"
        type="text"
        enterKeyHint="search"
        role="combobox"
        autocomplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={state.active >= 0 ? `${idPrefix}-option-${state.active}` : undefined}
        aria-label={t('placeholder')}
        placeholder={t('placeholder')}
        value={state.input}
        onInput={(e) => controller.input((e.currentTarget as HTMLInputElement).value)}
        onKeyDown={onKeyDown}
        onFocus={() => dropdown && state.input && controller.input(state.input)}
      />
      {state.input && (
        <button type="button" class="l-ss-c-icon-button l-ss-c-clear" aria-label={t('clear')} onClick={() => controller.input('')}>
          ×
        </button>
      )}
      {Recognition && (
        <button type="button" class="l-ss-c-icon-button l-ss-c-voice" aria-label={t('voice')} aria-pressed={listening} onClick={startVoice}>
          🎤
        </button>
      )}
      <button type="button" class="l-ss-c-submit" onClick={() => controller.search(state.input)}>
        {t('search')}
      </button>
      {dropdown && expanded && <Completions class="l-ss-c-completions-dropdown" />}
    </div>
  );
}
