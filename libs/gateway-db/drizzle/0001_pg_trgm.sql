-- Trigram indexes (next migration) serve the content API's "slug contains" and "id contains" filters.
-- pg_trgm is a trusted extension (PostgreSQL 13+): a database owner may create it without superuser.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
