// Paged lists (?page=&pageSize=): the one rule for where a page starts and whether more follow.

export interface PageRequest {
  /** From 1. */
  page: number;
  pageSize: number;
}

/** How many items come before the page. */
export const pageOffset = ({ page, pageSize }: PageRequest): number => (page - 1) * pageSize;

/** A page of a list whose whole length (`total`) the database counted. */
export function pageOf<T>(items: T[], request: PageRequest, total: number) {
  return {
    items,
    page: request.page,
    pageSize: request.pageSize,
    hasMore: pageOffset(request) + items.length < total,
    total,
  };
}
