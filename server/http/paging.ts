import type { FastifyRequest } from 'fastify';

/** Links of the API's paged shape, as the same URL with another `page`. */
export function pageLinks(request: FastifyRequest, page: number, pageSize: number, total: number) {
  const link = (target: number) => {
    const url = new URL(request.url, 'http://local');
    url.searchParams.set('page', String(target));
    return `${url.pathname}${url.search}`;
  };
  return {
    next: page * pageSize < total ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
  };
}
