import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { EmptyPage } from './empty-page';

/** Props of {@link EmptyLayout}: content, else the child route. */
export type EmptyLayoutProps = { children?: ReactNode };

/** The empty layout of SPEC §2 (no header): login, logout and error pages. */
export function EmptyLayout({ children }: EmptyLayoutProps) {
  return <EmptyPage>{children ?? <Outlet />}</EmptyPage>;
}
