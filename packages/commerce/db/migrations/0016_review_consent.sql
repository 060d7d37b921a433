-- The review add-form's consent (spec 000 §4, 001 §9: asked in the review-consent countries, CZ):
-- when the author gave it; null where it is not asked and for imported reviews (decision 182).
ALTER TABLE "reviews" ADD COLUMN "consent_given_at" timestamp with time zone;
