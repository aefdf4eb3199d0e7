import { PICTURE_MISSING_CSS } from '../offer-picture';

/**
 * CSS of trade widget carousels, injected once beside the search widget's. Every selector starts with
 * .l-ss-c-carousel so shops can restyle it; sizes and colours come from the custom properties that
 * carouselVariables sets per carousel from its saved style.
 */
export const CAROUSEL_CSS = `
.l-ss-c-carousel,.l-ss-c-carousel *{box-sizing:border-box}
.l-ss-c-carousel{--l-ss-c-carousel-gap:var(--l-ss-c-carousel-gap-desktop,20px);position:relative;margin:24px 0;font-family:inherit;color:inherit;font-size:14px;line-height:1.4}
.l-ss-c-carousel-title{margin:0 0 12px;font-size:var(--l-ss-c-carousel-title-size,20px);color:var(--l-ss-c-carousel-title-color,inherit);font-weight:700}
.l-ss-c-carousel-title-center{text-align:center}.l-ss-c-carousel-title-right{text-align:right}
.l-ss-c-carousel-body{position:relative}
.l-ss-c-carousel-track{display:flex;gap:var(--l-ss-c-carousel-gap);margin:0;padding:4px 0 8px;list-style:none;overflow-x:auto;overscroll-behavior-x:contain;scroll-snap-type:x mandatory;scrollbar-width:none;-webkit-overflow-scrolling:touch}
.l-ss-c-carousel-track::-webkit-scrollbar{display:none}
.l-ss-c-carousel-card{position:relative;flex:0 0 var(--l-ss-c-carousel-card-width,200px);width:var(--l-ss-c-carousel-card-width,200px);display:flex;flex-direction:column;gap:6px;scroll-snap-align:start;min-width:0}
.l-ss-c-carousel-card a{color:inherit;text-decoration:none}
.l-ss-c-carousel-image{position:relative;display:flex;align-items:center;justify-content:center;height:var(--l-ss-c-carousel-image-size,180px);padding:var(--l-ss-c-carousel-image-padding,0);border-radius:var(--l-ss-c-carousel-image-radius,8px);background:#f5f5f7;overflow:hidden}
.l-ss-c-carousel-image img{display:block;max-width:100%;max-height:100%;object-fit:contain}
.l-ss-c-carousel-label{position:absolute;top:6px;left:6px;padding:1px 6px;border-radius:4px;background:#e8590c;color:#fff;font-size:12px}
.l-ss-c-carousel-category{color:#6e6e73;font-size:12px}
.l-ss-c-carousel-name{display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:var(--l-ss-c-carousel-name-lines,2);line-clamp:var(--l-ss-c-carousel-name-lines,2);overflow:hidden;overflow-wrap:anywhere}
.l-ss-c-carousel-name:hover{text-decoration:underline}
.l-ss-c-carousel-code{color:var(--l-ss-c-carousel-code-color,#6e6e73);font-size:12px}
.l-ss-c-carousel-snippet,.l-ss-c-carousel-params{color:#6e6e73;font-size:12px}
.l-ss-c-carousel-params span{display:block}
.l-ss-c-carousel-price{display:flex;flex-wrap:wrap;gap:8px;align-items:baseline;margin-top:auto;font-weight:700;font-size:16px;color:var(--l-ss-c-carousel-price-color,inherit)}
.l-ss-c-carousel-old-price{color:var(--l-ss-c-carousel-old-price-color,#6e6e73);font-weight:400;font-size:13px}
.l-ss-c-carousel-cart{align-self:flex-start;display:inline-flex;align-items:center;gap:6px;border:0;border-radius:var(--l-ss-c-carousel-button-radius,6px);background:var(--l-ss-c-carousel-cart-color,#2f6fed);color:#fff;padding:8px 14px;font:inherit;cursor:pointer}
.l-ss-c-carousel-cart-icon{padding:8px}
.l-ss-c-carousel-cart svg{width:18px;height:18px;fill:none;stroke:currentColor;stroke-width:2}
.l-ss-c-carousel-cart[aria-pressed=true]{opacity:.75}
.l-ss-c-carousel-wishlist{position:absolute;top:6px;right:6px;z-index:1;display:flex;padding:6px;border:0;border-radius:50%;background:rgba(255,255,255,.85);color:#e8590c;line-height:0;cursor:pointer}
.l-ss-c-carousel-wishlist svg{width:20px;height:20px;fill:none;stroke:currentColor;stroke-width:2}
.l-ss-c-carousel-wishlist[aria-pressed=true] svg{fill:currentColor}
.l-ss-c-carousel-arrow{position:absolute;top:calc(var(--l-ss-c-carousel-image-size,180px)/2 - 18px);z-index:2;width:36px;height:36px;border:1px solid rgba(0,0,0,.12);border-radius:50%;background:#fff;color:inherit;box-shadow:0 2px 8px rgba(0,0,0,.12);font-size:20px;line-height:1;cursor:pointer}
.l-ss-c-carousel-arrow:disabled{display:none}
.l-ss-c-carousel-arrow-prev{left:-12px}.l-ss-c-carousel-arrow-next{right:-12px}
.l-ss-c-carousel-provider{margin-top:4px;color:#6e6e73;font-size:12px;text-align:right}
@media (max-width:768px){.l-ss-c-carousel{--l-ss-c-carousel-gap:var(--l-ss-c-carousel-gap-mobile,12px)}.l-ss-c-carousel-arrow{display:none}}
${PICTURE_MISSING_CSS}
`;
