import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from '../lib/cn';

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div className={cn('rounded-xl border border-stone-200 bg-white shadow-sm', className)} {...props} />
  );
}

export function CardHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('space-y-1.5 p-6 pb-3 sm:p-8 sm:pb-4', className)} {...props} />;
}

export function CardTitle({ className, ...props }: HTMLAttributes<HTMLHeadingElement>) {
  return <h2 className={cn('font-serif text-2xl font-semibold tracking-tight', className)} {...props} />;
}

export function CardDescription({ className, ...props }: HTMLAttributes<HTMLParagraphElement>) {
  return <p className={cn('text-sm text-stone-600', className)} {...props} />;
}

export function CardContent({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('p-6 pt-3 sm:p-8 sm:pt-4', className)} {...props} />;
}

/** A card's title and, when there is one, the line under it. */
export function CardHeading({ title, description }: { title: ReactNode; description?: ReactNode }) {
  return (
    <CardHeader>
      <CardTitle>{title}</CardTitle>
      {description !== undefined ? <CardDescription>{description}</CardDescription> : null}
    </CardHeader>
  );
}

/** The usual card: its heading, then its content (`contentClassName` lays that out). */
export function SectionCard({
  title,
  description,
  contentClassName,
  children,
  ...props
}: Omit<HTMLAttributes<HTMLDivElement>, 'title'> & {
  title: ReactNode;
  description?: ReactNode;
  contentClassName?: string;
}) {
  return (
    <Card {...props}>
      <CardHeading title={title} description={description} />
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}
