import { agentSeries } from '@site/contract/api/agent';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAgentSession } from '../session/store';
import { agentCall } from './client';
import { agentKeys } from './keys';

/** GET /v1/agent/series: the last 6 months, oldest first (the dashboard's chart and its table). */
export function fetchAgentSeries(signal?: AbortSignal) {
  return agentCall(agentSeries, { signal });
}

export function agentSeriesQueryOptions() {
  return queryOptions({ queryKey: agentKeys.series(), queryFn: ({ signal }) => fetchAgentSeries(signal) });
}

export function useAgentSeries() {
  const token = useAgentSession((s) => s.token);
  return useQuery({ ...agentSeriesQueryOptions(), enabled: token !== null });
}
