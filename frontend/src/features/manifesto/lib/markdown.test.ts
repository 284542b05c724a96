import { inlineText, parseInline, parseMarkdown } from './markdown';

describe('manifesto markdown', () => {
  test('When the manifesto is read, then headings, paragraphs, rules and quotes become blocks', () => {
    const blocks = parseMarkdown(
      '# Our Family Manifesto\n\n*Written on November 23, 2026.*\n\n## Origins\n\nOur story\nbegan in Oaxaca.\n\n> Keep the door open.\n\n---\n\nThe end.',
    );
    expect(blocks.map((b) => b.type)).toEqual([
      'heading',
      'paragraph',
      'heading',
      'paragraph',
      'quote',
      'rule',
      'paragraph',
    ]);
    expect(blocks[0]).toEqual({
      type: 'heading',
      level: 1,
      children: [{ type: 'text', text: 'Our Family Manifesto' }],
    });
    expect(blocks[1]).toEqual({
      type: 'paragraph',
      children: [{ type: 'em', children: [{ type: 'text', text: 'Written on November 23, 2026.' }] }],
    });
    expect(blocks[3]).toEqual({
      type: 'paragraph',
      children: [{ type: 'text', text: 'Our story began in Oaxaca.' }],
    });
  });

  test('When lists appear, then bullets and numbers become lists with their items', () => {
    expect(parseMarkdown('- honesty\n- **courage**\n1. first\n2. second')).toEqual([
      {
        type: 'list',
        ordered: false,
        items: [
          [{ type: 'text', text: 'honesty' }],
          [{ type: 'strong', children: [{ type: 'text', text: 'courage' }] }],
        ],
      },
      {
        type: 'list',
        ordered: true,
        items: [[{ type: 'text', text: 'first' }], [{ type: 'text', text: 'second' }]],
      },
    ]);
  });

  test('When text carries HTML, then it stays text (nothing is ever inserted as markup)', () => {
    const [block] = parseMarkdown('<script>alert(1)</script> <img src=x onerror=alert(1)>');
    expect(block).toEqual({
      type: 'paragraph',
      children: [{ type: 'text', text: '<script>alert(1)</script> <img src=x onerror=alert(1)>' }],
    });
  });

  test("When the service escaped a family's markup, then the page shows the characters they typed", () => {
    expect(inlineText(parseInline('We love 2 \\< 3 and \\<b>bold\\</b> claims \\\\ slashes.'))).toBe(
      'We love 2 < 3 and <b>bold</b> claims \\ slashes.',
    );
  });

  test('When links and images appear, then only their words are kept', () => {
    expect(inlineText(parseInline('See [our site](javascript:alert(1)) and ![a photo](x.png).'))).toBe(
      'See our site and a photo.',
    );
  });

  test('When underscores sit inside words, then they are not italics', () => {
    expect(parseInline('snake_case_name and _this_')).toEqual([
      { type: 'text', text: 'snake_case_name and ' },
      { type: 'em', children: [{ type: 'text', text: 'this' }] },
    ]);
  });
});
