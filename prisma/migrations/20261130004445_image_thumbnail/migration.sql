-- Screens show photos and logos at 40-112 px, and partners at about that size, while an upload is kept at up to
-- 1600 px and 500 KB: a page of twenty job cards could bring a phone megabytes of logos. Each image
-- gets a WebP of at most 256 px a side beside it, made with the upload; an image stored before this migration gets
-- its own the first time it is asked for (server/domain/images.ts).
ALTER TABLE "Image" ADD COLUMN "thumbnail" BYTEA;
