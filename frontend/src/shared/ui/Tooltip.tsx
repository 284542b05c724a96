import { createContext, useContext, type ReactNode } from 'react';
import { Tooltip as RadixTooltip } from 'radix-ui';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../lib/ui-constants';

/**
 * Whether a TooltipProvider is above. The app shell mounts none (Radix's tooltip code would then ride
 * in every page's first download, and no page of the shell shows a tooltip): a tooltip outside a
 * provider brings its own, with the same delays; a page with several wraps them in one, so moving
 * from one to the next skips the delay (spec 1 §9).
 */
const ProvidedContext = createContext(false);

export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <RadixTooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      <ProvidedContext.Provider value>{children}</ProvidedContext.Provider>
    </RadixTooltip.Provider>
  );
}

export function Tooltip({ content, children }: { content: ReactNode; children: ReactNode }) {
  const provided = useContext(ProvidedContext);
  const tooltip = (
    <RadixTooltip.Root>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content
          sideOffset={6}
          className="z-50 rounded-md bg-ink px-3 py-1.5 text-xs text-paper shadow"
        >
          {content}
          <RadixTooltip.Arrow className="fill-ink" />
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
  return provided ? tooltip : <TooltipProvider>{tooltip}</TooltipProvider>;
}
