import { Avatar, Group, Stack, Text, Title } from "@mantine/core";
import { useAtomValue } from "jotai";
import { currentUserAtom } from "../../state/session";
import { MyRequestsLink } from "../complaint-forms/my-requests-link";
import { NotificationPreferences } from "../notifications/notification-preferences";
import { DeleteAccountSection } from "./delete-account-section";
import { EmailChangeSection } from "./email-change-section";
import { PermissionsSection } from "./permissions-section";
import { ProfileFormSection } from "./profile-form-section";
import { SecuritySection } from "./security-section";

/**
 * /mi-perfil/: one section per component (features/profile/*-section.tsx), one line each below, so a new section
 * (the user's requests, notification preferences) is one import and one line.
 */
export function ProfilePage() {
  const user = useAtomValue(currentUserAtom);
  if (!user) return null;
  return (
    <Stack gap="lg" maw={820}>
      <Group gap="md">
        <Avatar size={64} radius="xl" color="portal" src={user.image ?? undefined} alt="">
          {user.firstsLetter}
        </Avatar>
        <div>
          <Title order={1}>Mi perfil</Title>
          <Text c="dimmed">{user.fullName}</Text>
        </div>
      </Group>
      <ProfileFormSection />
      <EmailChangeSection user={user} />
      <MyRequestsLink />
      <SecuritySection user={user} />
      <NotificationPreferences />
      <PermissionsSection user={user} />
      <DeleteAccountSection user={user} />
    </Stack>
  );
}
