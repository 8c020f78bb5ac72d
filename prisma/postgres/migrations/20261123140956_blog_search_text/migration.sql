-- AlterTable
ALTER TABLE "BlogPost" ADD COLUMN     "searchText" TEXT NOT NULL DEFAULT '';


-- Backfill rows written before this column existed. An approximation (HTML tags are kept and
-- lower() folds ASCII only on SQLite), and the app rewrites the exact value on the next save.
UPDATE "BlogPost" SET "searchText" = lower("title" || ' ' || coalesce("excerpt", '') || ' ' || "content") WHERE "searchText" = '';
