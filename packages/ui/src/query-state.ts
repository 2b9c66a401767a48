export { QueryState, allQueries, type QueryLike, type QueryStateProps, type QueryStateTexts } from './query-state/QueryState';
