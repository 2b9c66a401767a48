import { useMemo, type HTMLAttributes, type Ref } from 'react';
import { sanitizeHtml } from './sanitize';

export interface SafeHtmlProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'dangerouslySetInnerHTML'> {
  html: string;
  as?: 'div' | 'span' | 'p' | 'section' | 'article';
  ref?: Ref<HTMLElement>;
}

/** The only way server-provided HTML reaches the page (DESIGN 9). */
export function SafeHtml({ html, as: Tag = 'div', ref, ...rest }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Tag ref={ref as Ref<never>} {...rest} dangerouslySetInnerHTML={{ __html: clean }} />;
}
