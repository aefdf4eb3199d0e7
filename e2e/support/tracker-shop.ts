/** Shop markup for the tracker journey (e2e/tracker.e2e.ts). */

/** A catalog page: product cards whose id is an attribute and whose price is text in the shop's format. */
export const CATALOG = `<section class="catalog">
  <article class="product-card" data-product-id="SKU-1"><h3>Кроссовки Runner</h3><span class="product-price">1 299,50 ₽</span>
    <button type="button" class="add-to-cart">В корзину</button></article>
  <article class="product-card" data-product-id="SKU-2"><h3>Куртка Storm</h3><div class="buy"><span class="product-price">12 650 ₽</span>
    <button type="button" class="add-to-cart"><span>В корзину</span></button></div></article>
</section>`;

/** A 'thank you' page with the order's lines. */
export const ORDER = `<section id="order-summary" data-order-id="ORDER-1001"><h2>Спасибо за заказ</h2>
  <div class="order-line" data-sku="SKU-1"><span class="line-price">1 299,50 ₽</span><span class="line-qty">2 шт.</span></div>
  <div class="order-line" data-sku="SKU-2"><span class="line-price">12 650 ₽</span><span class="line-qty">1 шт.</span></div>
</section>`;
