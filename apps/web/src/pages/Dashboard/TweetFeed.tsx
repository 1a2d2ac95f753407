import { ActionIcon, Anchor, Group, Text, VisuallyHidden } from "@mantine/core";
import { useReducedMotion } from "@mantine/hooks";
import { DASHBOARD_TIMING } from "@paydesk/validators";
import { IconChevronLeft, IconChevronRight, IconPlayerPause, IconPlayerPlay } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { trpc } from "../../trpc.ts";
import { FAILS_IN_PLACE, Widget } from "./Widget.tsx";

/**
 * The tweet feed (docs/product/dashboard-images-promotions.md): the platform's announcements, one
 * at a time, rotating every 30 s. Rotation pauses while the pointer or the keyboard focus is on the
 * feed, and with the pause button (WCAG 2.2.2); with reduced motion the feed starts paused. While
 * it rotates by itself the text is not announced (aria-live off); a change the user asks for is.
 */
export function TweetFeed() {
  const query = useQuery({ ...trpc.dashboard.tweets.queryOptions(), ...FAILS_IN_PLACE, staleTime: DASHBOARD_TIMING.tweetCacheSeconds * 1000 });
  const reducedMotion = useReducedMotion();
  const [paused, setPaused] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [index, setIndex] = useState(0);
  const [userMoved, setUserMoved] = useState(false);
  const count = query.data?.length ?? 0;
  const stopped = (paused ?? reducedMotion) || hovered || focused || count < 2;

  useEffect(() => {
    if (stopped) return;
    const timer = setInterval(() => {
      setUserMoved(false);
      setIndex((i) => (i + 1) % count);
    }, DASHBOARD_TIMING.tweetRotateMs);
    return () => clearInterval(timer);
  }, [stopped, count]);

  const step = (by: number) => {
    setUserMoved(true);
    setIndex((i) => (i + by + count) % count);
  };
  const isPaused = paused ?? reducedMotion;

  return (
    <Widget name="tweets" title="News" query={query}>
      {(tweets) => {
        const tweet = tweets[index % Math.max(tweets.length, 1)];
        if (!tweet) {
          return (
            <Text size="sm" c="dimmed">
              No news right now.
            </Text>
          );
        }
        return (
          <div
            onMouseEnter={() => setHovered(true)}
            onMouseLeave={() => setHovered(false)}
            onFocus={() => setFocused(true)}
            onBlur={() => setFocused(false)}
            data-testid="tweet-feed"
            data-paused={stopped ? "true" : "false"}
          >
            <div aria-live={userMoved ? "polite" : "off"} aria-atomic>
              <VisuallyHidden>
                News {(index % tweets.length) + 1} of {tweets.length}:
              </VisuallyHidden>
              <Text size="sm" data-testid="tweet-message">
                {tweet.message}
              </Text>
              <Anchor component={Link} to={tweet.url} size="xs">
                Read more
              </Anchor>
            </div>
            {tweets.length > 1 && (
              <Group gap={4} mt="xs">
                <ActionIcon variant="subtle" onClick={() => step(-1)} aria-label="Previous news">
                  <IconChevronLeft size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon variant="subtle" onClick={() => setPaused(!isPaused)} aria-label={isPaused ? "Rotate news" : "Pause news"} aria-pressed={isPaused}>
                  {isPaused ? <IconPlayerPlay size={16} aria-hidden /> : <IconPlayerPause size={16} aria-hidden />}
                </ActionIcon>
                <ActionIcon variant="subtle" onClick={() => step(1)} aria-label="Next news">
                  <IconChevronRight size={16} aria-hidden />
                </ActionIcon>
              </Group>
            )}
          </div>
        );
      }}
    </Widget>
  );
}
