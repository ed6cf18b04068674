import { DEFAULT_PAGE_SIZE } from '@h5/contract/endpoints/messages.ts';

export interface Paging {
  readonly page: number;
  readonly size: number;
  readonly offset: number;
}

/** Page (from 1) and size of a paged list query, already checked by the contract's patterns. */
export function paging(query: { page?: string | undefined; size?: string | undefined }): Paging {
  const page = query.page === undefined ? 1 : Number(query.page);
  const size = query.size === undefined ? DEFAULT_PAGE_SIZE : Number(query.size);
  return { page, size, offset: (page - 1) * size };
}

export function pageInfo(paged: Paging, total: number) {
  return { page: paged.page, size: paged.size, total, totalPages: Math.ceil(total / paged.size) };
}
