/** Document titles (WCAG 2.4.2): every page names itself, most specific first, e.g. "Meal-kit subscriptions in Spain · Quotes · Insight Portal". */
import { useEffect } from 'react';

/** The product name every title ends with. */
export const APP_NAME = 'Insight Portal';

/** One part of a title; empty parts (loading data) are left out. */
export type TitlePart = string | null | undefined | false;

/** Joins the non-empty parts with " · " and ends with {@link APP_NAME}. */
export function documentTitle(...parts: TitlePart[]): string {
  return [...parts.filter((part): part is string => typeof part === 'string' && part.trim() !== ''), APP_NAME].join(' · ');
}

/** Sets `document.title` from `parts` while the calling page is shown. */
export function useDocumentTitle(...parts: TitlePart[]): void {
  const title = documentTitle(...parts);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
