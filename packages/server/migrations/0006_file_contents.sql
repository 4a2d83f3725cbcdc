-- Uploaded file bytes are stored once, by content: `file_contents` holds each distinct content under its SHA-256
-- (lowercase hex), and an uploaded file refers to it. A project copy copies the small `uploaded_files` rows only;
-- the same bytes uploaded twice (into any project) are stored once. Contents no file refers to any more are swept.
CREATE TABLE file_contents (
  hash text PRIMARY KEY,
  content bytea NOT NULL,
  size integer NOT NULL
);
ALTER TABLE uploaded_files ADD COLUMN content_hash text;
UPDATE uploaded_files SET content_hash = encode(sha256(content), 'hex');
INSERT INTO file_contents (hash, content, size)
  SELECT content_hash, content, octet_length(content) FROM uploaded_files
  ON CONFLICT (hash) DO NOTHING;
ALTER TABLE uploaded_files ALTER COLUMN content_hash SET NOT NULL;
ALTER TABLE uploaded_files ADD CONSTRAINT uploaded_files_content_hash_fkey
  FOREIGN KEY (content_hash) REFERENCES file_contents (hash);
-- The sweep and the foreign key's check on a deleted content look up the files of one hash.
CREATE INDEX uploaded_files_content_hash ON uploaded_files (content_hash);
ALTER TABLE uploaded_files DROP COLUMN content;
