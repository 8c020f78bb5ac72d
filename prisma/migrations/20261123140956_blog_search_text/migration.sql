-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_BlogPost" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "title" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "excerpt" TEXT,
    "content" TEXT NOT NULL,
    "category" TEXT NOT NULL,
    "authorName" TEXT NOT NULL DEFAULT 'Harper Home Team',
    "authorId" TEXT,
    "featuredImageUrl" TEXT,
    "status" TEXT NOT NULL DEFAULT 'draft',
    "metaTitle" TEXT,
    "metaDescription" TEXT,
    "keywords" JSONB NOT NULL,
    "tags" JSONB NOT NULL,
    "publishedAt" DATETIME,
    "viewCount" INTEGER NOT NULL DEFAULT 0,
    "searchText" TEXT NOT NULL DEFAULT '',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "BlogPost_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_BlogPost" ("authorId", "authorName", "category", "content", "createdAt", "excerpt", "featuredImageUrl", "id", "keywords", "metaDescription", "metaTitle", "publishedAt", "slug", "status", "tags", "title", "updatedAt", "viewCount") SELECT "authorId", "authorName", "category", "content", "createdAt", "excerpt", "featuredImageUrl", "id", "keywords", "metaDescription", "metaTitle", "publishedAt", "slug", "status", "tags", "title", "updatedAt", "viewCount" FROM "BlogPost";
DROP TABLE "BlogPost";
ALTER TABLE "new_BlogPost" RENAME TO "BlogPost";
CREATE UNIQUE INDEX "BlogPost_slug_key" ON "BlogPost"("slug");
CREATE INDEX "BlogPost_status_publishedAt_idx" ON "BlogPost"("status", "publishedAt");
CREATE INDEX "BlogPost_status_viewCount_idx" ON "BlogPost"("status", "viewCount");
CREATE INDEX "BlogPost_status_category_idx" ON "BlogPost"("status", "category");
CREATE INDEX "BlogPost_createdAt_idx" ON "BlogPost"("createdAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;


-- Backfill rows written before this column existed. An approximation (HTML tags are kept and
-- lower() folds ASCII only on SQLite), and the app rewrites the exact value on the next save.
UPDATE "BlogPost" SET "searchText" = lower("title" || ' ' || coalesce("excerpt", '') || ' ' || "content") WHERE "searchText" = '';
