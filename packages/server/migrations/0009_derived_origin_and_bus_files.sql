-- Derived configuration remembers where it comes from (`ContainerOrigin` of @ecuc/core/ecuc): the source (a bus
-- database), the object it stands for, and the values and references as derived, so that a re-import keeps what
-- the user changed. NULL for the user's own containers.
ALTER TABLE containers ADD COLUMN origin jsonb;

-- A bus database (DBC) of a project: the node of the bus that is this ECU, and the frames the user removed from
-- the configuration (`{"node": "ECU1", "excluded": ["msg:0x100"]}`). NULL for other uploaded files.
ALTER TABLE uploaded_files ADD COLUMN bus jsonb;
