/** Coupon rules of the engine (the spec names maximum applications only as a platform field). */

/** A code can still be applied when it has no maximum or fewer applications than its maximum. */
export function hasApplicationsLeft(code: { maxApplications: number | null; applications: number }): boolean {
  return code.maxApplications === null || code.applications < code.maxApplications;
}
