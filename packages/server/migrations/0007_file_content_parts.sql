-- A stored content's bytes are kept in parts (`file_content_parts`, 1 MiB each when written by the server), each
-- written and read by a statement of its own: on the embedded database, whose one session the server's
-- connections share, a 10 MB upload no longer holds that session for one long statement while other users wait.
-- A content is written in two steps: its row (`complete` false) and its parts outside any transaction, then the
-- transaction that refers to it marks it complete. A sweep removes an unreferenced content when it is complete,
-- or when it has stayed incomplete for an hour (an upload that stopped half way).
CREATE TABLE file_content_parts (
  hash text NOT NULL REFERENCES file_contents (hash) ON DELETE CASCADE,
  part integer NOT NULL,
  bytes bytea NOT NULL,
  PRIMARY KEY (hash, part)
);
INSERT INTO file_content_parts (hash, part, bytes) SELECT hash, 0, content FROM file_contents;
ALTER TABLE file_contents DROP COLUMN content;
ALTER TABLE file_contents ADD COLUMN complete boolean NOT NULL DEFAULT true;
ALTER TABLE file_contents ADD COLUMN stored_at timestamptz NOT NULL DEFAULT now();
