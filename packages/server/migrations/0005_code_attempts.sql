-- A verification code counts its wrong tries; after five it no longer works (a new code must be requested).
ALTER TABLE verification_codes ADD COLUMN attempts integer NOT NULL DEFAULT 0;
-- A password change or reset ends the account's other sessions.
ALTER TABLE sessions DROP CONSTRAINT IF EXISTS sessions_ended_reason_check;
ALTER TABLE sessions ADD CONSTRAINT sessions_ended_reason_check CHECK (ended_reason IN ('logout', 'elsewhere', 'deleted', 'expired', 'password'));
