import { describe, expect, it } from 'vitest';
import { renderedPage } from './page-html';

const template =
  '<!doctype html><html lang="ru" data-mantine-color-scheme="light"><head><script nonce="n">x</script><link rel="stylesheet" href="/assets/console.css"></head><body><div id="root"></div></body></html>';

describe('renderedPage', () => {
  it('puts the markup in an inert root, the state beside it, the language and the route stylesheets after the entry one', () => {
    const page = renderedPage(template, { html: '<main>Проекты</main>', state: '{"a":1}', locale: 'en' }, ['/assets/ui.css']);
    expect(page).toBe(
      '<!doctype html><html lang="en" data-rendered data-mantine-color-scheme="light"><head><script nonce="n">x</script><link rel="stylesheet" href="/assets/console.css">' +
        '<link rel="stylesheet" crossorigin href="/assets/ui.css"></head><body><div id="root" inert><main>Проекты</main></div>' +
        '<script type="application/json" id="vitrina-rendered">{"a":1}</script></body></html>',
    );
  });

  it('takes the markup and state as they are, replacement patterns included', () => {
    const page = renderedPage(template, { html: "<p>$& $' $`</p>", state: '"$&"', locale: 'ru' }, []);
    expect(page).toContain(`<div id="root" inert><p>$& $' $\`</p></div>`);
    expect(page).toContain('id="vitrina-rendered">"$&"</script>');
  });

  it('declines a template without a root or a locale that is not one', () => {
    expect(renderedPage('<html lang="ru"><head></head><body></body></html>', { html: '', state: '{}', locale: 'ru' }, [])).toBeNull();
    expect(renderedPage(template, { html: '', state: '{}', locale: 'ru" onload="x' }, [])).toBeNull();
  });
});
