import type { SiteInfo } from '@core/schemas/site';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@client/lib/api-client';

export const siteInfoQueryKey = ['site-info'] as const;

export function getSiteInfo(): Promise<SiteInfo> {
  return apiGet<SiteInfo>('/site');
}

/** Operator details change only with a redeploy: keep them for the whole visit. */
export function useSiteInfo() {
  return useQuery({ queryKey: siteInfoQueryKey, queryFn: getSiteInfo, staleTime: Infinity });
}
