/**
 * Integer params of the API are bounded where they are read (decision 064): a version is an int4
 * column in PostgreSQL, so anything past 2^31 − 1 would reach the database as an error (a 500); at
 * the boundary it is a 400 naming the field.
 */
import { z } from 'zod';

export const MAX_VERSION = 2_147_483_647;

/** An optimistic-concurrency version: 1 … 2^31 − 1. */
export function version() {
  return z.number().int().min(1).max(MAX_VERSION);
}

/** A bounded whole number. */
export function whole(min: number, max: number) {
  return z.number().int().min(min).max(max);
}
