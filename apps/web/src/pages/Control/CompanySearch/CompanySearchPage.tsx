import { Anchor, Badge, Box, Button, Group, Paper, Stack, Text, ThemeIcon, Tooltip } from "@mantine/core";
import type { AppRouter, inferRouterOutputs } from "@paydesk/api";
import { IconBuildingCommunity, IconLogin2, IconSearch } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { useStartQuickLogin } from "../../../components/ChangeSite/index.ts";
import { CompanySuggest } from "../../../components/CompanySuggest/index.ts";
import { DataTable, type DataColumns } from "../../../components/DataList/index.ts";
import { PageHeader } from "../../../components/PageHeader/index.ts";
import { QueryStates, StaleContent } from "../../../components/QueryStates/index.ts";
import { errorMessage } from "../../../lib/errors.ts";
import { notifyError } from "../../../lib/notify.tsx";
import { trpc } from "../../../trpc.ts";
import { COMPANY_KIND_COLORS, COMPANY_KIND_LABELS } from "../format.ts";

type Company = inferRouterOutputs<AppRouter>["companies"]["search"][number];

/** What the server answers at most (companies router): beyond it, the page asks for a narrower keyword. */
const RESULT_LIMIT = 200;

/**
 * `/control/company/search` (docs/product/accounts-and-roles.md): find companies by keyword — name,
 * city or id.
 */
export function CompanySearchPage() {
  const [params, setParams] = useSearchParams();
  const keyword = (params.get("keyword") ?? "").trim();
  const [draft, setDraft] = useState(keyword);
  // Back and forward through searches keep the field in step with the address. The field's own
  // search does not write the field again: the router applies the new address in a transition,
  // which can come after more typing, and that typing must stay in the field.
  const ownSearch = useRef<string | null>(null);
  useEffect(() => {
    const own = ownSearch.current === keyword;
    ownSearch.current = null;
    if (!own) setDraft(keyword);
  }, [keyword]);

  const results = useQuery({
    ...trpc.companies.search.queryOptions({ module: "control", keyword }),
    placeholderData: keepPreviousData,
  });
  const runSearch = (value: string) => {
    const next = value.trim();
    if (next !== keyword) ownSearch.current = next;
    setParams(next ? { keyword: next } : {});
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    runSearch(draft);
  };

  return (
    <Stack gap="lg" maw={1180}>
      <PageHeader
        title="Company search"
        description="Find any district, school, vendor or business on the platform by name, city or id."
      />

      <Paper p={{ base: "md", sm: "lg" }} radius="lg">
        <form onSubmit={onSubmit} role="search" aria-label="Company search">
          <Group align="flex-end" gap="sm" wrap="nowrap">
            <CompanySuggest
              flex={1}
              label="Keyword"
              placeholder="e.g. Lincoln, Springfield or 42"
              leftSection={<IconSearch size={16} aria-hidden />}
              value={draft}
              onChange={setDraft}
              onSuggestionPick={(company) => runSearch(company.name)}
              maxLength={100}
              data-testid="company-keyword"
            />
            <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
              Search
            </Button>
          </Group>
        </form>
      </Paper>

      <Paper p={{ base: "md", sm: "lg" }} radius="lg">
        {/* No match is drawn by Results, beside the quick login it holds for the rows. */}
        <QueryStates query={results}>
          {(companies) => <Results companies={companies} keyword={keyword} stale={results.isPlaceholderData} />}
        </QueryStates>
      </Paper>
    </Stack>
  );
}

function Results({ companies, keyword, stale }: { companies: Company[]; keyword: string; stale: boolean }) {
  const quickLogin = useStartQuickLogin(false);
  const [chosen, setChosen] = useState<number | null>(null);
  useEffect(() => {
    if (quickLogin.error) notifyError(errorMessage(quickLogin.error));
  }, [quickLogin.error]);

  if (companies.length === 0) {
    return (
      <Stack align="center" gap={6} py="xl" ta="center" data-testid="company-results-empty">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray">
          <IconBuildingCommunity size={24} aria-hidden />
        </ThemeIcon>
        <Text fw={600}>No companies match “{keyword}”</Text>
        <Text size="sm" c="dimmed">
          Try part of the name, the city, or the company id.
        </Text>
      </Stack>
    );
  }

  const count = `${companies.length} ${companies.length === 1 ? "company" : "companies"}`;
  return (
    <StaleContent gap="sm" stale={stale}>
      <Group justify="space-between" gap="xs">
        <Text fw={600} data-testid="company-results-count">
          {keyword ? `${count} matching “${keyword}”` : `${count} on the platform`}
        </Text>
        {companies.length >= RESULT_LIMIT && (
          <Text size="sm" c="dimmed">
            Showing the first {RESULT_LIMIT}: type more of the name to narrow the list.
          </Text>
        )}
      </Group>
      <DataTable
        label="Companies"
        columns={companyColumns({
          pending: quickLogin.pending,
          chosen,
          onSignIn: (company) => {
            setChosen(company.id);
            quickLogin.start({ target: "company", companyId: company.id });
          },
        })}
        rows={companies}
        rowKey={(company) => company.id}
        rowProps={() => ({ "data-testid": "company-row" })}
        minWidth={760}
        highlightOnHover
      />
    </StaleContent>
  );
}

/** The platform itself, and a company without administrators, have nobody to sign in as. */
const canSignInTo = (company: Company) => company.kind !== "PLATFORM" && company.adminCount > 0;

interface CompanyColumnsOptions {
  /** A quick login is under way, for the chosen company: the other rows' buttons wait. */
  pending: boolean;
  chosen: number | null;
  onSignIn: (company: Company) => void;
}

function companyColumns({ pending, chosen, onSignIn }: CompanyColumnsOptions): DataColumns<Company> {
  return [
    {
      header: "Company",
      cell: (company) => (
        <Box>
          <Text fw={600} size="sm" data-testid="company-name">
            {company.name}
          </Text>
          <Text size="xs" c="dimmed">
            #{company.id}
          </Text>
          <Group gap="sm">
            <Anchor component={Link} to={`/control/company/${company.id}/supportcontact/index`} size="xs">
              Support contacts
            </Anchor>
            <Anchor component={Link} to={`/control/company/${company.id}/ftp-account/files`} size="xs">
              File export format
            </Anchor>
          </Group>
        </Box>
      ),
    },
    {
      header: "Type",
      cell: (company) => (
        <Badge variant="light" color={COMPANY_KIND_COLORS[company.kind] ?? "gray"}>
          {COMPANY_KIND_LABELS[company.kind] ?? company.kind}
        </Badge>
      ),
    },
    {
      header: "Location",
      cell: (company) => (
        <Text size="sm" style={{ whiteSpace: "nowrap" }}>
          {[company.city, company.state].filter(Boolean).join(", ") || "—"}
        </Text>
      ),
    },
    { header: "Parent", cell: (company) => <Text size="sm">{company.parentName ?? "—"}</Text> },
    { header: "Administrators", align: "right", cell: (company) => company.adminCount },
    {
      header: "Quick login",
      align: "right",
      cell: (company) => (
        <Tooltip
          label={company.kind === "PLATFORM" ? "The platform itself" : "No administrator to sign in as"}
          disabled={canSignInTo(company)}
        >
          <span>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconLogin2 size={14} aria-hidden />}
              disabled={!canSignInTo(company) || (pending && chosen !== company.id)}
              loading={pending && chosen === company.id}
              onClick={() => onSignIn(company)}
              aria-label={`Sign in as ${company.name}`}
            >
              Sign in as
            </Button>
          </span>
        </Tooltip>
      ),
    },
  ];
}
