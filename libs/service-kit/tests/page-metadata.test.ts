import { decodeHtmlEntities, extractPageMetadata, parsePrice } from '../src/page-metadata';

describe('extractPageMetadata', () => {
  test('When a page has Open Graph product tags, then title, price, colour, brand and image come from them', () => {
    const html = `<!doctype html><html><head>
      <title>Ignored | Shop</title>
      <meta property="og:title" content="Merino crew neck &ndash; Forest">
      <meta content="89.00" property="product:price:amount" />
      <meta property='product:price:currency' content='eur'>
      <meta property="product:color" content="Forest green">
      <meta property="product:brand" content="Knit &amp; Co">
      <meta property="og:image" content="/images/crew.jpg?w=800&amp;h=800">
    </head></html>`;

    const metadata = extractPageMetadata(html, 'https://shop.example/p/crew');

    expect(metadata).toEqual({
      title: 'Merino crew neck – Forest',
      price: { amount: 89, currency: 'EUR' },
      colour: 'Forest green',
      brand: 'Knit & Co',
      image: 'https://shop.example/images/crew.jpg?w=800&h=800',
    });
  });

  test('When only og:price tags and a twitter title exist, then they are used', () => {
    const html = `<meta name="twitter:title" content="Chore jacket">
      <meta property="og:price:amount" content="1,299.50"><meta property="og:price:currency" content="USD">`;

    expect(extractPageMetadata(html)).toEqual({
      title: 'Chore jacket',
      price: { amount: 1299.5, currency: 'USD' },
    });
  });

  test('When the product is in a JSON-LD @graph with an offers array, then its fields are read', () => {
    const jsonLd = {
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'WebSite', name: 'Shop' },
        { '@type': 'BreadcrumbList', itemListElement: [] },
        {
          '@type': ['Product'],
          name: 'Pleated trousers',
          color: 'Camel',
          brand: [{ '@type': 'Brand', name: 'Atelier &amp; Sons' }],
          image: [{ '@type': 'ImageObject', url: 'https://cdn.shop.example/trousers.jpg' }],
          offers: [
            { '@type': 'Offer', availability: 'OutOfStock' },
            { '@type': 'Offer', price: '149.00', priceCurrency: 'GBP' },
          ],
        },
      ],
    };
    const html = `<html><head><title>Pleated trousers — Shop</title>
      <script type="application/ld+json">${JSON.stringify(jsonLd)}</script></head></html>`;

    expect(extractPageMetadata(html)).toEqual({
      title: 'Pleated trousers',
      price: { amount: 149, currency: 'GBP' },
      colour: 'Camel',
      brand: 'Atelier & Sons',
      image: 'https://cdn.shop.example/trousers.jpg',
    });
  });

  test('When JSON-LD holds an AggregateOffer and a broken block precedes it, then the good block still answers', () => {
    const html = `<script type="application/ld+json">{ not json</script>
      <script type="application/ld+json">
        [{"@type":"Organization","name":"Shop"},
         {"@type":"Product","name":"Scarf","brand":"Loom",
          "offers":{"@type":"AggregateOffer","lowPrice":35,"priceCurrency":"EUR"}}]
      </script>`;

    expect(extractPageMetadata(html)).toEqual({
      title: 'Scarf',
      price: { amount: 35, currency: 'EUR' },
      brand: 'Loom',
    });
  });

  test('When only microdata carries the price, then itemprop price and priceCurrency are read', () => {
    const html = `<div itemscope itemtype="https://schema.org/Product">
      <span itemprop="price" content="59.90">59,90 €</span>
      <meta itemprop="priceCurrency" content="EUR">
      <span itemprop="color">Navy</span></div>`;

    expect(extractPageMetadata(html)).toEqual({ price: { amount: 59.9, currency: 'EUR' }, colour: 'Navy' });
  });

  test('When only a plain <title> exists, then it is trimmed, collapsed and decoded', () => {
    const html = `<html><head><TITLE>
        Linen shirt &#8211; white &#x2F; S &quot;Classic&quot;
      </TITLE></head></html>`;

    expect(extractPageMetadata(html)).toEqual({ title: 'Linen shirt – white / S "Classic"' });
  });

  test('When a title is very long, then it is cut to 200 characters', () => {
    const html = `<title>${'a'.repeat(500)}</title>`;

    expect(extractPageMetadata(html).title).toHaveLength(200);
  });

  test('When the page says nothing about a product, then the result is empty', () => {
    expect(extractPageMetadata('<html><body><p>Hello</p></body></html>')).toEqual({});
    expect(extractPageMetadata('')).toEqual({});
  });

  test('When tags appear inside scripts or comments, then they are not read', () => {
    const html = `<script>document.write('<meta property="og:title" content="Fake">')</script>
      <!-- <meta property="og:title" content="Commented"> -->
      <meta property="og:title" content="Real">`;

    expect(extractPageMetadata(html)).toEqual({ title: 'Real' });
  });

  test('When the image is not http(s), then it is dropped', () => {
    const html = `<meta property="og:image" content="javascript:alert(1)">`;

    expect(extractPageMetadata(html, 'https://shop.example/')).toEqual({});
  });

  test('When the markup is hostile (unclosed quotes, thousands of tags), then the scan stays fast', () => {
    const unclosed = `<meta content='${'x'.repeat(100_000)}`.repeat(10);
    const manyTags = '<meta a=1 '.repeat(100_000);
    const started = performance.now();

    expect(extractPageMetadata(unclosed)).toEqual({});
    expect(extractPageMetadata(manyTags)).toEqual({});
    // A linear scan takes about 0.1 s here; a rescan per tag (quadratic) takes minutes, so a loaded
    // machine cannot blur the two and the bound needs no tighter than 10 s.
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});

describe('parsePrice', () => {
  test.each([
    ['129', 129],
    ['129.95', 129.95],
    ['1,299.00', 1299],
    ['1.299,00', 1299],
    ['€ 49,90', 49.9],
    ['1 299,00 kr', 1299],
    ["CHF 1'299.50", 1299.5],
    ['1,299', 1299],
    ['12.99 3 items', 12.99],
    [42, 42],
  ])('When the price is %p, then it reads as %p', (raw, amount) => {
    expect(parsePrice(raw)).toBe(amount);
  });

  test.each([['free'], ['0'], [0], [''], [Number.NaN], [null]])(
    'When the price is %p, then there is none',
    (raw) => {
      expect(parsePrice(raw)).toBeUndefined();
    },
  );
});

describe('decodeHtmlEntities', () => {
  test('When text has named, decimal, hex and unknown entities, then the known ones are decoded', () => {
    expect(decodeHtmlEntities('&lt;b&gt; &amp;amp; &#39;x&#39; &#x1F455; &bogus; &#0; &#x110000;')).toBe(
      "<b> &amp; 'x' 👕 &bogus; \uFFFD \uFFFD",
    );
  });
});
