-- An uploaded file's kind is its extension: any file a module's importer reads, not only OIL, DBC, ARXML, LDF.
ALTER TABLE uploaded_files DROP CONSTRAINT IF EXISTS uploaded_files_kind_check;
ALTER TABLE uploaded_files ADD CONSTRAINT uploaded_files_kind_check CHECK (kind ~ '^[a-z0-9]{1,16}$');
