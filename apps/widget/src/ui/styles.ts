import { PICTURE_MISSING_CSS } from './offer-picture';

/**
 * The widget's CSS, injected once. Every selector starts with .l-ss-c- so it never touches the shop's page,
 * and the shop can restyle any part through the same classes (DESIGN.md §4).
 */
export const WIDGET_CSS = `
.l-ss-c-root,.l-ss-c-root *{box-sizing:border-box}
.l-ss-c-root{--l-ss-c-primary:#2f6fed;--l-ss-c-secondary:#ff7a00;--l-ss-c-bg:#fff;--l-ss-c-text:#1d1d1f;--l-ss-c-text-secondary:#6e6e73;--l-ss-c-border:rgba(0,0,0,.1);--l-ss-c-columns:3;--l-ss-c-gap:32px;font-family:var(--l-ss-c-font,inherit);color:var(--l-ss-c-text);font-size:14px;line-height:1.4;text-align:left}
.l-ss-c-root button{font:inherit;cursor:pointer}
.l-ss-c-overlay{position:fixed;inset:0;z-index:2147483000;background:rgba(0,0,0,.45);display:flex;align-items:flex-start;justify-content:center;padding:4vh 16px;overscroll-behavior:contain}
.l-ss-c-search-popup{position:relative;width:100%;max-width:1200px;max-height:92vh;display:flex;flex-direction:column;background:var(--l-ss-c-bg);border-radius:12px;box-shadow:0 20px 60px rgba(0,0,0,.3)}
.l-ss-c-body{border-radius:0 0 12px 12px}
.l-ss-c-header{display:flex;align-items:center;gap:12px;padding:16px 20px;border-bottom:1px solid var(--l-ss-c-border)}
.l-ss-c-search-input{position:relative;flex:1;min-width:0;display:flex;align-items:center;border:2px solid var(--l-ss-c-primary);border-radius:8px;background:var(--l-ss-c-bg)}
.l-ss-c-input{flex:1;min-width:0;border:0;outline:0;background:transparent;padding:10px 12px;font:inherit;font-size:16px;color:var(--l-ss-c-text)}
.l-ss-c-icon-button{border:0;background:transparent;color:var(--l-ss-c-text-secondary);padding:6px 10px;font-size:18px;line-height:1}
.l-ss-c-icon-button:hover,.l-ss-c-icon-button:focus-visible{color:var(--l-ss-c-primary)}
.l-ss-c-submit{border:0;background:var(--l-ss-c-primary);color:#fff;padding:10px 18px;border-radius:0 6px 6px 0;align-self:stretch}
.l-ss-c-catalog,.l-ss-c-cart{border:1px solid var(--l-ss-c-border);background:var(--l-ss-c-bg);color:var(--l-ss-c-text);border-radius:8px;padding:9px 12px;white-space:nowrap}
.l-ss-c-cart-count{display:inline-block;min-width:20px;margin-left:6px;padding:0 6px;border-radius:10px;background:var(--l-ss-c-secondary);color:#fff;font-size:12px;text-align:center}
.l-ss-c-body{display:flex;min-height:0;flex:1;overflow:auto}
.l-ss-c-main{flex:1;min-width:0;padding:16px 20px}
.l-ss-c-completions{background:var(--l-ss-c-bg);font-family:var(--l-ss-c-font-secondary,inherit)}
.l-ss-c-completions-dropdown{position:absolute;left:-2px;right:-2px;top:100%;z-index:5;margin-top:4px;border:1px solid var(--l-ss-c-border);border-radius:8px;box-shadow:0 8px 24px rgba(0,0,0,.15);max-height:60vh;overflow:auto;padding:6px 0}
.l-ss-c-completions-column{width:280px;flex:none;border-right:1px solid var(--l-ss-c-border);padding:12px 0;overflow:auto}
.l-ss-c-completions-title{padding:8px 16px 4px;color:var(--l-ss-c-text-secondary);font-size:12px;text-transform:uppercase;letter-spacing:.04em}
.l-ss-c-completion{display:flex;align-items:center;gap:10px;padding:7px 16px;cursor:pointer}
.l-ss-c-completion b{font-weight:700}
.l-ss-c-completion[aria-selected=true],.l-ss-c-completion:hover{background:rgba(47,111,237,.08)}
.l-ss-c-completion-hits{margin-left:auto;color:var(--l-ss-c-text-secondary);font-size:12px}
.l-ss-c-completion .l-ss-c-offer-thumbnail-image{width:40px;height:40px}
.l-ss-c-completion-price{white-space:nowrap;font-weight:600}
.l-ss-c-completion-old-price{margin-left:6px;font-weight:400;color:var(--l-ss-c-text-secondary)}
.l-ss-c-results-head{display:flex;flex-wrap:wrap;align-items:center;gap:12px;margin-bottom:12px}
.l-ss-c-found{color:var(--l-ss-c-text-secondary)}
.l-ss-c-corrected{width:100%;color:var(--l-ss-c-text-secondary)}
.l-ss-c-sort{margin-left:auto;padding:6px 8px;border:1px solid var(--l-ss-c-border);border-radius:6px;background:var(--l-ss-c-bg);color:inherit;font:inherit}
.l-ss-c-filters-toggle{display:none}
.l-ss-c-taps{display:flex;flex-wrap:wrap;gap:8px;margin-bottom:16px}
.l-ss-c-tap{border:1px solid var(--l-ss-c-border);background:var(--l-ss-c-bg);color:var(--l-ss-c-text);border-radius:16px;padding:5px 12px}
.l-ss-c-tap[aria-pressed=true]{background:var(--l-ss-c-primary);border-color:var(--l-ss-c-primary);color:#fff}
.l-ss-c-results-body{display:flex;gap:24px;align-items:flex-start}
.l-ss-c-facets{width:220px;flex:none}
.l-ss-c-facet{border-bottom:1px solid var(--l-ss-c-border);padding:10px 0}
.l-ss-c-facet-title{display:flex;width:100%;justify-content:space-between;border:0;background:none;padding:0;font-weight:600;color:inherit}
.l-ss-c-facet-options{margin-top:8px;display:flex;flex-direction:column;gap:6px}
.l-ss-c-facet-option{display:flex;align-items:center;gap:8px;cursor:pointer}
.l-ss-c-facet-option input{accent-color:var(--l-ss-c-primary);margin:0}
.l-ss-c-facet-count{margin-left:auto;color:var(--l-ss-c-text-secondary);font-size:12px}
.l-ss-c-facet-range{display:flex;gap:8px;margin-top:8px}
.l-ss-c-facet-range input{width:50%;padding:6px;border:1px solid var(--l-ss-c-border);border-radius:6px;font:inherit;font-size:13px;background:var(--l-ss-c-bg);color:inherit}
.l-ss-c-link{border:0;background:none;padding:0;color:var(--l-ss-c-primary);text-decoration:underline}
.l-ss-c-grid{flex:1;min-width:0;display:grid;grid-template-columns:repeat(var(--l-ss-c-columns),minmax(0,1fr));gap:var(--l-ss-c-gap);list-style:none;margin:0;padding:0}
.l-ss-c-group{margin-bottom:24px}
.l-ss-c-group-title{display:flex;align-items:center;justify-content:space-between;margin:0 0 12px;font-size:16px}
.l-ss-c-root .l-ss-c-group-all{display:inline-flex;align-items:center;gap:4px;font-size:13px;font-weight:400}
.l-ss-c-offer{position:relative;display:flex;flex-direction:column;gap:8px;min-width:0}
.l-ss-c-offer a{color:inherit;text-decoration:none}
.l-ss-c-offer-thumbnail{display:block;aspect-ratio:1;background:#f5f5f7;border-radius:8px;overflow:hidden}
.l-ss-c-offer-thumbnail-image{display:block;width:100%;height:100%;object-fit:contain}
.l-ss-c-offer-content{display:flex;flex-direction:column;gap:4px;min-width:0}
.l-ss-c-offer-name{font-family:var(--l-ss-c-font-secondary,inherit);overflow-wrap:anywhere}
.l-ss-c-offer-name:hover{color:var(--l-ss-c-primary)}
.l-ss-c-offer-price{display:flex;gap:8px;align-items:baseline;font-weight:700;font-size:16px}
.l-ss-c-offer-old-price{color:var(--l-ss-c-text-secondary);font-weight:400;font-size:13px;text-decoration:line-through}
.l-ss-c-offer-info,.l-ss-c-offer-reviews,.l-ss-c-offer-additional,.l-ss-c-offer-description{color:var(--l-ss-c-text-secondary);font-size:12px}
.l-ss-c-offer-label{display:inline-block;background:var(--l-ss-c-secondary);color:#fff;border-radius:4px;padding:1px 6px;font-size:12px;margin-right:4px}
.l-ss-c-offer-unavailable{opacity:.6}
.l-ss-c-offer-cart{border:0;border-radius:6px;background:var(--l-ss-c-primary);color:#fff;padding:8px 12px}
.l-ss-c-offer-quantity{margin:0;padding:0;min-width:0;display:flex;align-items:center;justify-content:space-between;border:1px solid var(--l-ss-c-primary);border-radius:6px;overflow:hidden}
.l-ss-c-offer-quantity button{border:0;background:var(--l-ss-c-primary);color:#fff;width:36px;padding:7px 0;font-size:16px;line-height:1}
.l-ss-c-offer-quantity-count{flex:1;text-align:center;font-weight:700}
.l-ss-c-offer-wishlist{position:absolute;top:6px;right:6px;z-index:1;display:flex;padding:6px;border:0;border-radius:50%;background:rgba(255,255,255,.85);color:var(--l-ss-c-secondary);line-height:0}
.l-ss-c-offer-wishlist svg{fill:none;stroke:currentColor;stroke-width:2}
.l-ss-c-offer-wishlist-active svg{fill:currentColor}
.l-ss-c-offer-layout-row,.l-ss-c-offer-layout-rowMini{flex-direction:row}
.l-ss-c-offer-layout-row .l-ss-c-offer-thumbnail{width:40%;flex:none}
.l-ss-c-offer-layout-rowMini .l-ss-c-offer-thumbnail{width:64px;height:64px;flex:none}
.l-ss-c-offer-layout-columnMini .l-ss-c-offer-thumbnail{aspect-ratio:4/3}
.l-ss-c-offer-debug{margin:0;padding:6px;background:#fffbe6;border:1px dashed #e0c200;border-radius:6px;font:11px/1.3 monospace;white-space:pre-wrap;overflow-wrap:anywhere;max-height:160px;overflow:auto}
.l-ss-c-more{display:block;margin:24px auto 8px;border:1px solid var(--l-ss-c-primary);background:var(--l-ss-c-bg);color:var(--l-ss-c-primary);border-radius:8px;padding:10px 24px}
.l-ss-c-notice,.l-ss-c-empty,.l-ss-c-hint{padding:24px 0;color:var(--l-ss-c-text-secondary);text-align:center}
.l-ss-c-notice a{color:var(--l-ss-c-primary)}
.l-ss-c-arrow{display:inline-flex;width:14px;height:14px}
.l-ss-c-arrow svg{width:100%;height:100%}
.l-ss-c-complex .l-ss-c-header{padding:0 0 16px;border:0}
.l-ss-c-complex .l-ss-c-main{padding:0}
.l-ss-c-kind-classic{max-width:960px}
.l-ss-c-sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
@media (max-width:1024px){.l-ss-c-grid{grid-template-columns:repeat(min(var(--l-ss-c-columns),3),minmax(0,1fr));gap:min(var(--l-ss-c-gap),20px)}.l-ss-c-completions-column{width:220px}}
@media (max-width:768px){.l-ss-c-overlay{padding:0}.l-ss-c-search-popup{max-height:100vh;height:100%;border-radius:0}.l-ss-c-completions-column{display:none}.l-ss-c-grid{grid-template-columns:repeat(2,minmax(0,1fr));gap:12px}.l-ss-c-results-body{flex-direction:column}.l-ss-c-facets{width:100%;display:none}.l-ss-c-facets-open .l-ss-c-facets{display:block}.l-ss-c-filters-toggle{display:inline-block}.l-ss-c-header{padding:10px 12px;gap:8px}.l-ss-c-submit{padding:10px 12px}.l-ss-c-catalog,.l-ss-c-cart{padding:9px 8px}.l-ss-c-main{padding:12px}}
@media (max-width:420px){.l-ss-c-offer-layout-row .l-ss-c-offer-thumbnail{width:35%}}
${PICTURE_MISSING_CSS}
`;
