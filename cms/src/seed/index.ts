import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'
import { seedAdmin } from './seedAdmin'
import { seedGlobals } from './seedGlobals'
import { seedGuides } from './seedGuides'
import { seedHomePage } from './seedHomePage'
import { seedHotels } from './seedHotels'
import { seedMedia } from './seedMedia'
import { seedMessageTemplates } from './seedMessageTemplates'
import { seedPackages } from './seedPackages'
import { seedPosts } from './seedPosts'
import { seedReferenceData } from './seedReferenceData'

/** Seeds what a fresh database lacks; running it again changes nothing. One transaction. */
export async function seed(payload: Payload): Promise<void> {
  const req = await createLocalReq({ context: { isSeeding: true } }, payload)
  await initTransaction(req)
  try {
    await seedAdmin({ payload, req })
    await seedReferenceData({ payload, req })
    await seedHotels({ payload, req })
    await seedPackages({ payload, req })
    await seedMessageTemplates({ payload, req })
    await seedGlobals({ payload, req })
    await seedPosts({ payload, req })
    await seedGuides({ payload, req })
    // After the guides: the home's capital cards open them.
    await seedHomePage({ payload, req }, await seedMedia({ payload, req }))
    await commitTransaction(req)
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}
