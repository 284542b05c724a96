import { useEffect, useRef } from 'react';
import { Copy, Download, RotateCcw } from 'lucide-react';
import { Button } from '../../../shared/ui/Button';
import { MANIFESTO_PAGE } from '../content/manifesto-content';
import type { Engine } from '@uniform/contracts';
import { MarkdownView } from './MarkdownView';

export interface ManifestoFinalProps {
  manifesto: string;
  engine: Engine | null;
  onDownload: () => void;
  onCopy: () => void;
  onRestart: () => void;
}

/** Step three: the manifesto, rendered, with download, copy and restart. */
export function ManifestoFinal({ manifesto, engine, onDownload, onCopy, onRestart }: ManifestoFinalProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <h1
        ref={heading}
        tabIndex={-1}
        // Focus moves here for screen readers when the manifesto appears; no ring around a heading.
        style={{ outline: 'none' }}
        className="font-serif text-3xl font-semibold tracking-tight outline-none sm:text-4xl"
      >
        Your Family Manifesto
      </h1>
      <p className="mt-2 text-stone-600">
        All seven sections, brought together. Keep it, print it, share it with the family.
      </p>
      <div className="mt-6 flex flex-wrap gap-2">
        <Button onClick={onDownload}>
          <Download className="h-4 w-4" aria-hidden /> Download (.md)
        </Button>
        <Button variant="secondary" onClick={onCopy}>
          <Copy className="h-4 w-4" aria-hidden /> Copy
        </Button>
        <Button variant="ghost" onClick={onRestart}>
          <RotateCcw className="h-4 w-4" aria-hidden /> Start a new manifesto
        </Button>
      </div>
      <article
        aria-label="Family manifesto"
        className="mt-8 rounded-xl border border-stone-200 bg-white p-6 shadow-sm sm:p-10"
      >
        <MarkdownView markdown={manifesto} />
      </article>
      {engine === 'offline' && <p className="mt-3 text-xs text-stone-500">{MANIFESTO_PAGE.offlineNote}</p>}
    </div>
  );
}
