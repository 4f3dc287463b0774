-- The customers list's search (app/modules/office/customers/list.server.ts): each word in the
-- lower-cased name (User_name_trgm_idx) or e-mail, by trigram index instead of reading every account.
CREATE INDEX "User_email_trgm_idx" ON "User" USING GIN (lower("email") gin_trgm_ops);
