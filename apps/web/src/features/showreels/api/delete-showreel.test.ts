import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { forgetShowreel } from './delete-showreel';
import { showreelKeys } from './showreel-keys';

describe('forgetShowreel', () => {
  const seed = () => {
    const client = new QueryClient();
    client.setQueryData(showreelKeys.detail('c1', 'r1'), { id: 'r1' });
    client.setQueryData(showreelKeys.quotes('c1', 'r1', 'en'), []);
    client.setQueryData(showreelKeys.detail('c1', 'r2'), { id: 'r2' });
    return client;
  };

  it('drops the reel and its quotes, and only that reel, when no page shows it', () => {
    const client = seed();
    forgetShowreel(client, 'c1', 'r1');
    expect(client.getQueryData(showreelKeys.detail('c1', 'r1'))).toBeUndefined();
    expect(client.getQueryData(showreelKeys.quotes('c1', 'r1', 'en'))).toBeUndefined();
    expect(client.getQueryData(showreelKeys.detail('c1', 'r2'))).toEqual({ id: 'r2' });
  });

  it('keeps a reel a page still shows until that page forces it out', () => {
    const client = seed();
    const observer = new QueryObserver(client, { queryKey: showreelKeys.detail('c1', 'r1'), enabled: false });
    const unsubscribe = observer.subscribe(() => undefined);
    forgetShowreel(client, 'c1', 'r1');
    expect(client.getQueryData(showreelKeys.detail('c1', 'r1'))).toEqual({ id: 'r1' });
    forgetShowreel(client, 'c1', 'r1', { isForced: true });
    expect(client.getQueryData(showreelKeys.detail('c1', 'r1'))).toBeUndefined();
    unsubscribe();
  });
});
