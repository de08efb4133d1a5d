import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { matchLocation, type RouteMatch } from './logic/route-table';

/** The route the current location shows (not-found where its history state says so), with its params. */
export function useRouteMatch(): RouteMatch {
  const { pathname, state } = useLocation();
  return useMemo(() => matchLocation(pathname, state), [pathname, state]);
}
