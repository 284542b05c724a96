/**
 * A small Markdown reader for the manifesto: headings, paragraphs, lists, block quotes, rules, and
 * bold / italic / code inline. It returns plain data that the page renders as React elements, so
 * nothing the model or the family wrote is ever inserted as HTML: a `<script>` in the text stays text.
 * Links and images show their text only (a manifesto needs no outbound links).
 */

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'code'; text: string };

export type Block =
  | { type: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; children: Inline[] }
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'list'; ordered: boolean; items: Inline[][] }
  | { type: 'quote'; children: Inline[] }
  | { type: 'rule' };

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const RULE = /^\s{0,3}([-*_])(\s*\1){2,}\s*$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d{1,9}[.)]\s+(.*)$/;
const QUOTE = /^\s*>\s?(.*)$/;

export function parseMarkdown(markdown: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let quote: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;

  const flush = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', children: parseInline(paragraph.join(' ')) });
    if (quote.length) blocks.push({ type: 'quote', children: parseInline(quote.join(' ')) });
    if (list) blocks.push({ type: 'list', ordered: list.ordered, items: list.items.map(parseInline) });
    paragraph = [];
    quote = [];
    list = null;
  };

  for (const rawLine of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const line = rawLine.trimEnd();
    if (!line.trim()) {
      flush();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flush();
      blocks.push({
        type: 'heading',
        level: heading[1]!.length as 1 | 2 | 3 | 4 | 5 | 6,
        children: parseInline(heading[2]!),
      });
      continue;
    }
    if (RULE.test(line)) {
      flush();
      blocks.push({ type: 'rule' });
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    if (bullet || numbered) {
      const ordered = Boolean(numbered);
      if (!list || list.ordered !== ordered) {
        flush();
        list = { ordered, items: [] };
      }
      list.items.push((bullet ?? numbered)![1]!.trim());
      continue;
    }
    const quoted = QUOTE.exec(line);
    if (quoted) {
      if (!quote.length) flush();
      quote.push(quoted[1]!.trim());
      continue;
    }
    if (list) {
      // A line under a list item continues it.
      list.items[list.items.length - 1] += ` ${line.trim()}`;
      continue;
    }
    if (quote.length) flush();
    paragraph.push(line.trim());
  }
  flush();
  return blocks;
}

/** The inline marks, earliest first: code, images and links (text only; one level of brackets in the address), bold, italic. */
const INLINE =
  /`([^`]+)`|!\[([^\]]*)\]\((?:[^()]|\([^()]*\))*\)|\[([^\]]+)\]\((?:[^()]|\([^()]*\))*\)|\*\*(.+?)\*\*|__(.+?)__|\*(?!\s)(.+?)\*|(?<![\p{L}\p{N}])_(?!\s)(.+?)_(?![\p{L}\p{N}])/u;

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let rest = text;
  while (rest) {
    const match = INLINE.exec(rest);
    if (!match) {
      pushText(out, rest);
      break;
    }
    pushText(out, rest.slice(0, match.index));
    const [, code, image, link, strong1, strong2, em1, em2] = match;
    if (code !== undefined) out.push({ type: 'code', text: code });
    else if (image !== undefined) pushText(out, image);
    else if (link !== undefined) out.push(...parseInline(link));
    else if ((strong1 ?? strong2) !== undefined)
      out.push({ type: 'strong', children: parseInline((strong1 ?? strong2)!) });
    else out.push({ type: 'em', children: parseInline((em1 ?? em2)!) });
    rest = rest.slice(match.index + match[0].length);
  }
  return out;
}

/** CommonMark backslash escapes: `\<` is a literal `<` (the service escapes the family's `<` so). */
const ESCAPED_PUNCTUATION = /\\([!-/:-@[-`{-~])/g;

function pushText(out: Inline[], escaped: string) {
  const text = escaped.replace(ESCAPED_PUNCTUATION, '$1');
  if (!text) return;
  const last = out[out.length - 1];
  if (last?.type === 'text') last.text += text;
  else out.push({ type: 'text', text });
}

/** The words of some inline content, marks dropped. */
export function inlineText(nodes: readonly Inline[]): string {
  return nodes.map((node) => ('text' in node ? node.text : inlineText(node.children))).join('');
}
