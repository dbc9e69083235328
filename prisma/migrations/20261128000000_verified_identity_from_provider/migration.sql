-- Issue 26: "loa:2" used to be granted by the identity provider's acr alone, while the identification on the account
-- was whatever its holder typed (at registration or in the profile). Such an account could be handed someone else's
-- residence, labour and income documents. From now on a verified account's identification comes only from the
-- provider's claims; the accounts verified before cannot tell which they hold, so they go back to "loa:1" and are
-- verified again, with the provider's identification, at their next "loa:2" login.
UPDATE "User" SET "loa" = 'loa:1' WHERE "loa" = 'loa:2';
