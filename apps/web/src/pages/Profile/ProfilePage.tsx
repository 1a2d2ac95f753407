import { Stack } from "@mantine/core";
import type { TModule } from "@paydesk/validators";
import { useQuery } from "@tanstack/react-query";
import { MenuGate } from "../../components/MenuGate/index.ts";
import { PageHeader } from "../../components/PageHeader/index.ts";
import { QueryStates } from "../../components/QueryStates/index.ts";
import { trpc } from "../../trpc.ts";
import { ProfileForm } from "./ProfileForm/ProfileForm.tsx";

/** `/{module}/account/info`: every signed-in user edits their own name, e-mail, address and phone. */
export function ProfilePage() {
  return <MenuGate path="account/info">{(_session, module) => <Profile module={module} />}</MenuGate>;
}

function Profile({ module }: { module: TModule }) {
  const profile = useQuery(trpc.profile.get.queryOptions({ module }));
  return (
    <Stack gap="lg" maw={880}>
      <PageHeader title="Profile" description="Your name, e-mail address, postal address and phone number." />
      <QueryStates query={profile} rows={6}>
        {(data) => <ProfileForm module={module} initial={data} />}
      </QueryStates>
    </Stack>
  );
}
