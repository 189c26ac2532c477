import { SPORTS } from '../constants';

export type Sport = (typeof SPORTS)[number];

const byId = new Map<string, Sport>(SPORTS.map((sport) => [sport.id, sport]));

/** The sport with this id (product-spec.md section 9), or undefined for an unknown one. */
export const findSport = (id: string | null | undefined): Sport | undefined =>
  id ? byId.get(id) : undefined;
