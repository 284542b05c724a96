import { Fragment, useMemo, type ReactNode } from 'react';
import { parseMarkdown, type Block, type Inline } from '../lib/markdown';
import { cn } from '../../../shared/lib/cn';

/**
 * Markdown shown as React elements built from parsed data: the text is never handed to the browser
 * as HTML, so whatever it contains stays words on the page.
 */
export function MarkdownView({ markdown, className }: { markdown: string; className?: string }) {
  const blocks = useMemo(() => parseMarkdown(markdown), [markdown]);
  return (
    <div className={cn('space-y-4 leading-relaxed text-stone-800', className)}>{blocks.map(renderBlock)}</div>
  );
}

const HEADING_STYLES = {
  1: 'font-serif text-3xl font-semibold tracking-tight text-ink sm:text-4xl',
  2: 'pt-4 font-serif text-2xl font-semibold tracking-tight text-ink',
  3: 'pt-2 font-serif text-xl font-semibold text-ink',
  4: 'font-semibold text-ink',
  5: 'font-semibold text-ink',
  6: 'font-semibold text-ink',
} as const;

function renderBlock(block: Block, index: number): ReactNode {
  switch (block.type) {
    case 'heading': {
      const Tag = `h${block.level}` as const;
      return (
        <Tag key={index} className={HEADING_STYLES[block.level]}>
          {renderInline(block.children)}
        </Tag>
      );
    }
    case 'paragraph':
      return <p key={index}>{renderInline(block.children)}</p>;
    case 'quote':
      return (
        <blockquote key={index} className="border-l-4 border-gold/60 pl-4 italic text-stone-700">
          {renderInline(block.children)}
        </blockquote>
      );
    case 'list': {
      const Tag = block.ordered ? 'ol' : 'ul';
      return (
        <Tag key={index} className={cn('space-y-1 pl-6', block.ordered ? 'list-decimal' : 'list-disc')}>
          {block.items.map((item, i) => (
            <li key={i}>{renderInline(item)}</li>
          ))}
        </Tag>
      );
    }
    case 'rule':
      return <hr key={index} className="border-stone-200" />;
  }
}

function renderInline(nodes: readonly Inline[]): ReactNode {
  return nodes.map((node, i) => {
    switch (node.type) {
      case 'text':
        return <Fragment key={i}>{node.text}</Fragment>;
      case 'strong':
        return <strong key={i}>{renderInline(node.children)}</strong>;
      case 'em':
        return <em key={i}>{renderInline(node.children)}</em>;
      case 'code':
        return (
          <code key={i} className="rounded bg-stone-100 px-1 py-0.5 text-[0.9em]">
            {node.text}
          </code>
        );
    }
  });
}
