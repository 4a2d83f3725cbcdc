-- A project's containers in order of id: work that reads or copies a large configuration a page at a time
-- (`id > last ORDER BY id LIMIT n`) finds each page in this index instead of sorting all of the project's rows.
CREATE INDEX containers_project_id ON containers (project_id, id);
