import type { ReactNode } from 'react';
import { Card, CardHeading } from '../../../shared/ui/Card';

/** A persona's chat in a card of fixed height: the heading, then the chat filling the rest. */
export function ChatCard({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card className="flex h-[700px] flex-col overflow-hidden">
      <CardHeading title={title} description={description} />
      <div className="min-h-0 flex-1">{children}</div>
    </Card>
  );
}
