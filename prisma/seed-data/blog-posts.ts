// Seed content: blog posts for Florida homeowners and agents.
// `content` is HTML limited to h2, h3, p, ul, ol, li, strong, em, blockquote and internal <a href="/...">
// links. The only figures used are the product's own: CIPP saves 30-50%, takes 2-3 days and lasts
// 50+ years; the free video inspection is a $399 value; the average affiliate commission is $250.
// `publishedDaysAgo` is turned into a publishedAt date at seed time (null for drafts).

export type SeedBlogPost = {
  title: string
  slug: string
  excerpt: string
  content: string
  category: string
  authorName: string
  featuredImageUrl: string | null
  status: 'draft' | 'published'
  metaTitle: string
  metaDescription: string
  keywords: string[]
  tags: string[]
  publishedDaysAgo: number | null
  viewCount: number
}

const IMAGE = {
  pipeRepair: '/images/blog/pipe-repair.svg',
  roofing: '/images/blog/roofing.svg',
  foundation: '/images/blog/foundation.svg',
  coastal: '/images/blog/coastal.svg',
  realEstate: '/images/blog/real-estate.svg',
  companyNews: '/images/blog/company-news.svg',
} as const

export const SEED_BLOG_POSTS: SeedBlogPost[] = [
  // ── Pipe Repair ────────────────────────────────────────────────────────────────────────────
  {
    title: 'CIPP Lining vs. Trenching: Which Sewer Repair Is Right for Your Florida Home?',
    slug: 'cipp-lining-vs-trenching-which-sewer-repair-is-right-for-your-florida-home',
    excerpt:
      'Cured-in-place lining and traditional trenching both fix a failing sewer line. Here is how each works, when each makes sense, and what to ask before you sign.',
    content: `<p>When a sewer line under a Florida home fails, the traditional answer is a trench: break the slab or dig up the yard, pull out the bad pipe, lay new pipe, then rebuild everything on top. Cured-in-place pipe (CIPP) lining offers a second path. Knowing how each one works makes it much easier to compare quotes.</p>
<h2>How trenching works</h2>
<p>Conventional replacement exposes the pipe along its full length. Under a slab-on-grade house, that means cutting through tile or terrazzo, jackhammering the concrete, excavating the sand beneath and, once the new pipe passes inspection, pouring new concrete and replacing the flooring. Outside, it means digging through driveways, pavers and landscaping.</p>
<p>Trenching is still the right call in some cases: a line that has fully collapsed, a pipe with a severe belly where water pools, or a run that needs to be rerouted entirely.</p>
<h2>How CIPP lining works</h2>
<p>With CIPP, the contractor works through an existing cleanout or a small access point. The process usually looks like this:</p>
<ol>
<li>A camera inspection records the condition of the line and measures the damaged sections.</li>
<li>The pipe is cleaned, often with hydro-jetting, to remove roots, scale and debris.</li>
<li>A flexible liner saturated with resin is pulled or inverted into the old pipe.</li>
<li>The liner is inflated and cured, forming a new, jointless pipe inside the old one.</li>
<li>A final video confirms the result and shows where branch connections were reopened.</li>
</ol>
<h2>Comparing the two</h2>
<ul>
<li><strong>Cost:</strong> because there is far less demolition and restoration, CIPP typically saves 30-50% compared with digging and replacing.</li>
<li><strong>Time:</strong> most residential lining jobs are completed in 2-3 days, and the household can usually stay in the home.</li>
<li><strong>Lifespan:</strong> a properly installed liner is designed to last 50+ years.</li>
<li><strong>Disruption:</strong> floors, cabinets, driveways and landscaping stay where they are.</li>
</ul>
<h2>When lining is not the answer</h2>
<p>Lining needs a continuous host pipe to line. If a section has collapsed, is badly offset, or sags so far that water sits in it, a contractor may recommend excavating that one section and lining the rest. A good contractor will show you the footage and explain the reasoning.</p>
<h2>Questions to ask any contractor</h2>
<ul>
<li>Can I keep a copy of the before and after video?</li>
<li>How will you reopen the branch lines that connect to the main?</li>
<li>What does your warranty cover, and is it in writing?</li>
<li>Who pulls the permit, and who schedules the final inspection?</li>
</ul>
<blockquote>The best repair is the one that matches what is actually in the pipe. Start with the video, then decide.</blockquote>
<p>Harper Home's CIPP partners begin with a free video inspection, a $399 value. Read more about the process on our <a href="/cipp-pipe-repair">CIPP pipe repair page</a>, or tell Harper about your home on <a href="/find-services">Find Services</a> to be matched with a vetted, licensed lining contractor near you.</p>`,
    category: 'Pipe Repair',
    authorName: 'Harper Home Team',
    featuredImageUrl: IMAGE.pipeRepair,
    status: 'published',
    metaTitle: 'CIPP Lining vs. Trenching for Florida Homes',
    metaDescription:
      'Compare trenchless CIPP pipe lining with traditional trenching: how each works, cost and time differences, and when digging is still the right repair.',
    keywords: ['cipp lining', 'trenchless sewer repair', 'sewer line replacement', 'florida plumbing', 'pipe lining cost'],
    tags: ['cipp', 'sewer', 'trenchless'],
    publishedDaysAgo: 24,
    viewCount: 4800,
  },
  {
    title: 'What a Sewer Camera Inspection Actually Shows You',
    slug: 'what-a-sewer-camera-inspection-actually-shows-you',
    excerpt: 'Roots, scale, cracks, bellies or just grease? A walk through the footage from a sewer camera inspection and how it points to the right repair.',
    content: `<p>A sewer camera inspection is the most useful step before any drain repair. A waterproof camera on a flexible push rod travels through your drain line while a technician watches a live feed and records it. You end up with a video of the inside of a pipe you would otherwise never see.</p>
<h2>How the inspection is done</h2>
<p>The technician enters through a cleanout, usually outside near the foundation or in a garage or laundry room. If there is no accessible cleanout, they may go in through a toilet flange after pulling the toilet. Many cameras carry a locating transmitter in the head, so the technician can mark on the floor or ground exactly where a problem sits and roughly how deep it is.</p>
<h2>What you will see on the video</h2>
<h3>Roots</h3>
<p>Fine, hair-like roots entering at joints are common in clay and older cast iron lines, especially near trees and large shrubs. Heavy root masses can block the pipe entirely.</p>
<h3>Scale and corrosion</h3>
<p>Cast iron corrodes from the inside. On video this looks like rough, crusty buildup along the bottom and sides of the pipe. Over time the bottom of the pipe can wear through completely, which plumbers often call channeling.</p>
<h3>Cracks and separated joints</h3>
<p>Cracks show as dark lines in the pipe wall. Separated or offset joints look like a ledge or gap where one section meets the next.</p>
<h3>Bellies</h3>
<p>A belly is a low spot where the pipe has sagged. The camera dips under standing water, and the footage shows water that does not drain away. On Florida's sandy soils, bellies can form when soil washes out from under the line.</p>
<h3>Grease and debris</h3>
<p>Not every slow drain means a failing pipe. Sometimes the video simply shows buildup that a good cleaning will remove.</p>
<h2>What the video helps you decide</h2>
<ul>
<li>Whether the line needs cleaning, a spot repair, lining or replacement</li>
<li>How much of the pipe is affected, and where</li>
<li>Whether branch lines from bathrooms and the kitchen are involved</li>
<li>Whether the line is a good candidate for <a href="/cipp-pipe-repair">CIPP lining</a></li>
</ul>
<h2>Tips for homeowners</h2>
<ol>
<li>Ask for a copy of the full recording, not just screenshots.</li>
<li>Ask the technician to call out distances on the footage so you can match problems to locations in the house.</li>
<li>If you want a second opinion, share the same video rather than paying for a new one.</li>
<li>Keep the video with your home records. It is useful when you sell.</li>
</ol>
<blockquote>A camera inspection turns a guess into a plan. Without one, you are pricing a repair nobody has seen.</blockquote>
<p>When you book through Harper Home, our CIPP partners include a free video inspection, a $399 value. Start on <a href="/find-services">Find Services</a> and Harper will match you with a vetted contractor who serves your ZIP code.</p>`,
    category: 'Pipe Repair',
    authorName: 'Marcus Bell',
    featuredImageUrl: IMAGE.pipeRepair,
    status: 'published',
    metaTitle: 'What a Sewer Camera Inspection Shows You',
    metaDescription:
      'Roots, scale, cracks, bellies or grease: learn what sewer camera footage reveals about your drain line and how it points to the right repair for your home.',
    keywords: ['sewer camera inspection', 'pipe video inspection', 'drain line problems', 'sewer scope'],
    tags: ['inspection', 'sewer', 'cipp'],
    publishedDaysAgo: 61,
    viewCount: 2140,
  },
  {
    title: 'Cast Iron Drain Pipes in Older Florida Homes: Warning Signs and Options',
    slug: 'cast-iron-drain-pipes-in-older-florida-homes-warning-signs-and-options',
    excerpt:
      'Cast iron drains under Florida slabs corrode from the inside out. Learn the early warning signs and how spot repair, lining and replacement compare.',
    content: `<p>Many Florida homes built before plastic drain pipe became standard still have cast iron lines running under the slab. Cast iron is strong, but in Florida's warm, humid conditions it corrodes from the inside, and because it sits beneath concrete, problems are often discovered late.</p>
<h2>Why cast iron fails from the inside</h2>
<p>Wastewater, sewer gases and household chemicals slowly corrode the interior surface. Scale builds up along the walls and narrows the pipe, while the bottom of the pipe, which carries water most of the time, thins until it cracks or wears through. Once the bottom is gone, water leaks into the soil below the slab instead of flowing to the sewer.</p>
<h2>Warning signs to watch for</h2>
<ul>
<li>Drains that slow down again soon after they are cleared</li>
<li>Gurgling toilets or tubs when another fixture drains</li>
<li>Sewer odour inside the home, especially near floor drains or bathrooms</li>
<li>Backups in the lowest fixture, often a shower or tub</li>
<li>Cracked floor tiles or unexplained damp spots along interior walls</li>
<li>Roaches or rodents appearing near drains</li>
</ul>
<p>None of these proves the pipe has failed, but any of them is a good reason to order a camera inspection.</p>
<h2>Your repair options</h2>
<h3>Spot repair</h3>
<p>If a single joint or short section has failed, a contractor can open the floor at that one location. This is simplest when the rest of the line is in good shape.</p>
<h3>CIPP lining</h3>
<p>When the pipe is corroded along its length but still intact, <a href="/cipp-pipe-repair">cured-in-place lining</a> creates a new pipe inside the old one. Before lining, the contractor descales the cast iron back to a clean surface. Lining typically saves 30-50% compared with replacement, is usually finished in 2-3 days, and is designed for a 50+ year lifespan.</p>
<h3>Full replacement</h3>
<p>If sections have collapsed, replacement under the slab or a reroute through walls and attic may be needed. Expect significant floor demolition and restoration, and plan for time out of the affected bathrooms.</p>
<h2>Cast iron and home sales</h2>
<p>Buyers' inspectors often recommend a sewer scope on older homes, and insurers may ask about plumbing materials. A recent video and a documented repair can prevent a surprise late in a transaction. If you are preparing to sell, deal with the drains before listing rather than negotiating under a deadline.</p>
<blockquote><strong>Tip:</strong> avoid pouring chemical drain cleaners into old cast iron. They do little for scale and can speed up corrosion.</blockquote>
<p>Not sure what is under your floor? Describe your symptoms to Harper on <a href="/find-services">Find Services</a>. Our lining partners start with a free video inspection, a $399 value, so you see the inside of the pipe before anyone quotes the work.</p>`,
    category: 'Pipe Repair',
    authorName: 'Harper Home Team',
    featuredImageUrl: null,
    status: 'published',
    metaTitle: 'Cast Iron Drain Pipes in Florida: Signs and Fixes',
    metaDescription:
      'Cast iron drains under Florida slabs corrode from the inside. Learn the warning signs and how spot repair, CIPP lining and full replacement compare.',
    keywords: ['cast iron pipes', 'cast iron drain replacement', 'under slab plumbing', 'pipe lining', 'florida homes'],
    tags: ['cast iron', 'plumbing', 'cipp'],
    publishedDaysAgo: 143,
    viewCount: 1385,
  },
  // ── Roofing ────────────────────────────────────────────────────────────────────────────────
  {
    title: "Hurricane Season Roof Prep: A Florida Homeowner's Checklist",
    slug: 'hurricane-season-roof-prep-a-florida-homeowners-checklist',
    excerpt: 'A practical, room-to-roofline checklist for getting a Florida roof ready before hurricane season, plus what to do after a storm passes.',
    content: `<p>Atlantic hurricane season runs from June 1 through November 30, and the roof is the part of a Florida home that takes the brunt of every storm. Most roof failures start small: a lifted shingle edge, a loose tile, a cracked pipe boot. Finding those before the wind does is the whole point of preparation.</p>
<h2>Before the season: a walk-around inspection</h2>
<p>You do not need to climb onto the roof. From the ground, with binoculars if you have them, look for:</p>
<ul>
<li>Missing, curled or lifted shingles, especially along edges and ridges</li>
<li>Cracked, slipped or missing tiles</li>
<li>Rust or backed-out fasteners on metal panels</li>
<li>Damaged flashing around chimneys, skylights and walls</li>
<li>Soffit panels or fascia boards that are loose, rotted or bowed</li>
<li>Shingle granules collecting at the bottom of downspouts</li>
</ul>
<h2>In the attic</h2>
<p>On a bright afternoon, look at the underside of the roof deck. Daylight showing through, stained wood or damp insulation all point to leaks. Note whether you can see metal straps or clips where the roof framing meets the walls; that detail matters for wind mitigation, too.</p>
<h2>Jobs to book with a roofer</h2>
<ol>
<li><strong>Secure loose materials.</strong> Re-nail or re-seal lifted shingles and reset loose tile.</li>
<li><strong>Replace failing flashing and pipe boots.</strong> These are common leak points in wind-driven rain.</li>
<li><strong>Clear gutters and downspouts.</strong> Blocked gutters push water back under roof edges.</li>
<li><strong>Ask about upgrades.</strong> A sealed roof deck, a secondary water barrier and stronger roof-to-wall connections all improve how a roof performs in high wind.</li>
</ol>
<h2>Around the roof</h2>
<ul>
<li>Trim branches that overhang the roof or could fall onto it.</li>
<li>Secure satellite dishes, solar racking and rooftop equipment.</li>
<li>Decide now where patio furniture and grills will go when a storm is forecast.</li>
</ul>
<h2>Document everything</h2>
<p>Take dated photos of each roof slope, the attic and the exterior before the season starts. If you ever need to file a claim, clear before images make the conversation with your insurer far easier. Keep receipts and permits for any roof work in the same folder.</p>
<h2>After a storm</h2>
<p>Stay off the roof. Photograph visible damage from the ground, contain interior leaks, and call a licensed roofer for emergency tarping if water is getting in. Be wary of unsolicited contractors knocking on doors after a storm, and check licences and insurance before signing anything.</p>
<blockquote>A small repair in May costs far less than a ceiling repair in September.</blockquote>
<p>Harper Home works with vetted, licensed and insured roofers across Florida. See our <a href="/roofing-services">roofing services</a> or tell Harper what you need on <a href="/find-services">Find Services</a>.</p>`,
    category: 'Roofing',
    authorName: 'Harper Home Team',
    featuredImageUrl: IMAGE.roofing,
    status: 'published',
    metaTitle: 'Hurricane Season Roof Prep Checklist for Florida',
    metaDescription:
      'Get your Florida roof ready for hurricane season: what to check from the ground and attic, which repairs to book, and how to document your roof for claims.',
    keywords: ['hurricane roof prep', 'hurricane season checklist', 'roof inspection', 'florida roofing', 'storm damage'],
    tags: ['hurricane', 'roofing', 'checklist'],
    publishedDaysAgo: 172,
    viewCount: 3915,
  },
  {
    title: 'Wind Mitigation Inspections Explained: How Your Roof Affects Your Insurance',
    slug: 'wind-mitigation-inspections-explained-how-your-roof-affects-your-insurance',
    excerpt: 'What a Florida wind mitigation inspection checks, how to prepare for one, and why re-roofing is the best time to earn more credits.',
    content: `<p>Florida insurers are required to offer premium credits for construction features that reduce wind damage. The way you prove those features exist is a wind mitigation inspection, recorded on the state's Uniform Mitigation Verification Inspection Form, known as form OIR-B1-1802.</p>
<h2>Who can perform the inspection</h2>
<p>The form must be completed and signed by a qualified professional, such as a licensed home inspector who has completed the required training, a licensed contractor, an engineer or an architect. Ask your insurance agent whether they have a preference before you book.</p>
<h2>What the inspector looks at</h2>
<ul>
<li><strong>Building code:</strong> whether the home was built to the Florida Building Code, which shapes how the rest of the form is read.</li>
<li><strong>Roof covering:</strong> the type of covering and whether its permit and product approval can be documented.</li>
<li><strong>Roof deck attachment:</strong> how the plywood or boards are fastened to the trusses, including nail size and spacing.</li>
<li><strong>Roof-to-wall attachment:</strong> toe nails, clips, single wraps or double wraps connecting the roof framing to the walls.</li>
<li><strong>Roof geometry:</strong> hip roofs, which slope on all sides, generally hold up better in wind than gable roofs.</li>
<li><strong>Secondary water resistance:</strong> a sealed roof deck that limits water entry if the covering is lost.</li>
<li><strong>Opening protection:</strong> impact-rated windows, doors and garage doors, or approved shutters.</li>
</ul>
<h2>How to prepare</h2>
<ol>
<li>Gather permits and receipts for your roof, windows and shutters. Product approval numbers help.</li>
<li>Clear access to the attic hatch so the inspector can photograph the deck and connections.</li>
<li>Have shutters out where they can be seen and photographed.</li>
<li>Ask the inspector to walk you through each answer so you know what was and was not verified.</li>
</ol>
<h2>Using the results</h2>
<p>Send the completed form to your insurance agent and ask them to confirm which credits were applied to your policy. If a feature was not credited because it could not be verified, ask what documentation would change that. A missing permit record or product approval is sometimes all that stands in the way.</p>
<h2>Re-roofing is the moment to upgrade</h2>
<p>While the old covering is off, a roofer can re-nail the deck to current standards, install a sealed secondary water barrier and, in many homes, add straps or clips at the roof-to-wall connection. Ask your roofer to photograph each step and hand over the documentation your inspector will need, then schedule a fresh inspection when the work is finished.</p>
<blockquote>The form only credits what the inspector can see or document. Keep your paperwork together.</blockquote>
<p>Looking for a qualified inspector, or a roofer who documents mitigation upgrades? Explore our <a href="/roofing-services">roofing services</a> or ask Harper on <a href="/find-services">Find Services</a>.</p>`,
    category: 'Roofing',
    authorName: 'Dana Whitfield',
    featuredImageUrl: IMAGE.roofing,
    status: 'published',
    metaTitle: 'Wind Mitigation Inspections Explained',
    metaDescription:
      'What a Florida wind mitigation inspection checks, how to prepare for it, and how roof deck, straps and a sealed roof deck can earn insurance credits.',
    keywords: ['wind mitigation inspection', 'oir-b1-1802', 'homeowners insurance florida', 'roof to wall connections', 'hurricane straps'],
    tags: ['wind mitigation', 'insurance', 'roofing'],
    publishedDaysAgo: 88,
    viewCount: 3240,
  },
  {
    title: 'Tile, Shingle or Metal: Choosing a Roof for the Florida Climate',
    slug: 'tile-shingle-or-metal-choosing-a-roof-for-the-florida-climate',
    excerpt:
      'Heat, salt air, summer storms and hurricane winds all shape the right roof for a Florida home. A plain comparison of the three most common choices.',
    content: `<p>Choosing a new roof in Florida is about more than looks. The covering has to shed tropical downpours, reflect strong sun, resist salt air near the coast and stay attached in hurricane winds. Here is how the three most common residential options compare.</p>
<h2>Architectural asphalt shingles</h2>
<p>Shingles are the most common choice on Florida homes because they are the least expensive to install and easy to repair.</p>
<ul>
<li><strong>Strengths:</strong> lower upfront cost, wide colour choice, and many roofers available to repair them.</li>
<li><strong>Watch for:</strong> heat and sun wear shingles faster than in cooler climates, and edges can lift in high wind if they were not sealed and nailed correctly.</li>
<li><strong>Best for:</strong> homeowners who want a sound, code-compliant roof at a moderate budget.</li>
</ul>
<h2>Concrete and clay tile</h2>
<p>Tile is the classic look across much of South and Central Florida and lasts a long time when it is installed and maintained well.</p>
<ul>
<li><strong>Strengths:</strong> long-lived covering, good heat performance and a look many neighbourhoods and associations expect.</li>
<li><strong>Watch for:</strong> tile is heavy, so the structure must be designed for it. The underlayment beneath the tile usually wears out before the tile itself, and broken tiles must be replaced promptly.</li>
<li><strong>Best for:</strong> homes already built for tile, and owners planning to stay for the long term.</li>
</ul>
<h2>Standing seam metal</h2>
<p>Metal roofing has grown popular along both coasts for its wind performance and reflectivity.</p>
<ul>
<li><strong>Strengths:</strong> concealed fasteners and continuous panels resist wind well, light colours reflect heat, and the surface sheds water quickly.</li>
<li><strong>Watch for:</strong> higher upfront cost, and near salt water the panel coating, fasteners and trim must be rated for coastal exposure. Rain noise depends on the underlayment and attic insulation.</li>
<li><strong>Best for:</strong> coastal homes and owners prioritising wind resistance.</li>
</ul>
<h2>What matters regardless of material</h2>
<ol>
<li><strong>Product approval:</strong> every roofing product installed in Florida needs state or local approval for the wind zone. Ask for the approval number.</li>
<li><strong>Underlayment and deck:</strong> a sealed roof deck and proper deck nailing do as much for storm performance as the covering on top.</li>
<li><strong>Ventilation:</strong> balanced intake and exhaust vents keep attic heat and moisture down.</li>
<li><strong>Documentation:</strong> permits, photos and product approvals support a wind mitigation inspection later.</li>
</ol>
<h2>Check the rules first</h2>
<p>Many homeowners associations restrict roof materials and colours, and some neighbourhoods require tile. Confirm what is allowed before collecting quotes, so every contractor is pricing the same thing.</p>
<blockquote>The best roof is the one that suits your house, your budget and your exposure, installed by a licensed crew that documents its work.</blockquote>
<p>Compare licensed, insured roofers near you through our <a href="/roofing-services">roofing services</a> page, or let Harper match you on <a href="/find-services">Find Services</a>.</p>`,
    category: 'Roofing',
    authorName: 'Harper Home Team',
    featuredImageUrl: IMAGE.roofing,
    status: 'published',
    metaTitle: 'Tile, Shingle or Metal Roofs in Florida',
    metaDescription:
      'Shingle, tile or standing seam metal? Compare roof materials for Florida heat, salt air and hurricane winds, and learn what matters whichever you choose.',
    keywords: ['florida roof materials', 'metal roof', 'tile roof', 'shingle roof', 'roof replacement'],
    tags: ['roofing', 'materials'],
    publishedDaysAgo: 209,
    viewCount: 1720,
  },
  // ── Foundation & Concrete ──────────────────────────────────────────────────────────────────
  {
    title: "Signs of Foundation Settlement on Florida's Sandy Soil",
    slug: 'signs-of-foundation-settlement-on-floridas-sandy-soil',
    excerpt:
      "Sticking doors, stair-step cracks and sloping floors can all point to settlement. Why Florida's soils move, and what to do when you spot the signs.",
    content: `<p>Most Florida homes sit on a concrete slab over sand. That sounds stable, and usually it is, but Florida's ground has a few habits that can cause part of a house to settle. Knowing the early signs lets you act while repairs are still straightforward.</p>
<h2>Why Florida soils move</h2>
<ul>
<li><strong>Poorly compacted fill:</strong> lots built up with fill that was not compacted properly can consolidate for years after construction.</li>
<li><strong>Organic layers:</strong> buried muck or peat compresses under the weight of a house.</li>
<li><strong>Water:</strong> long dry spells followed by heavy summer rain change how the soil supports a slab. Leaking plumbing and poor drainage can wash sand away from beneath a footing.</li>
<li><strong>Limestone:</strong> in parts of Central and West Florida, the limestone below the sand can dissolve and form voids, the process behind sinkholes.</li>
</ul>
<h2>Signs to look for inside</h2>
<ul>
<li>Doors and windows that begin to stick or will not latch</li>
<li>Cracks running diagonally from the corners of doors and windows</li>
<li>Gaps opening between walls and the ceiling or floor</li>
<li>Floor tiles cracking in a continuous line across a room</li>
<li>Floors that feel sloped or where a marble rolls consistently one way</li>
</ul>
<h2>Signs to look for outside</h2>
<ul>
<li>Stair-step cracks in concrete block walls or stucco</li>
<li>A gap between the slab and the garage apron or driveway</li>
<li>Walkways or patios tilting toward or away from the house</li>
<li>Water that pools against the foundation after rain</li>
</ul>
<h2>Not every crack is a problem</h2>
<p>Thin, straight hairline cracks in stucco or a slab are often caused by concrete shrinking as it cures and may never change. What matters is <em>movement</em>: cracks that widen, cracks with one side higher than the other, and several signs appearing together in the same part of the house.</p>
<h2>What to do next</h2>
<ol>
<li><strong>Document it.</strong> Photograph each crack with a ruler or coin for scale, and date the photos.</li>
<li><strong>Watch it.</strong> Mark the ends of cracks with a pencil and check them every few weeks.</li>
<li><strong>Fix the water.</strong> Make sure gutters drain away from the house and the yard slopes away from the slab. If you suspect a plumbing leak, have the lines checked.</li>
<li><strong>Get an assessment.</strong> A foundation contractor can take floor elevation readings and, where needed, bring in a structural or geotechnical engineer.</li>
</ol>
<h2>Common repairs</h2>
<p>Depending on the cause, repairs range from polyurethane foam or grout to lift and support a slab, to steel push piers or helical piers driven down to firmer soil, to compaction grouting where voids are suspected. An engineer's report should guide the choice, especially for any suspected sinkhole activity.</p>
<blockquote>Cracks tell a story over time. Measure them before you worry about them.</blockquote>
<p>If you are seeing several of these signs, describe them to Harper on <a href="/find-services">Find Services</a> and we will match you with a vetted foundation specialist who serves your area. Questions first? <a href="/contact">Contact our team</a>.</p>`,
    category: 'Foundation & Concrete',
    authorName: 'Harper Home Team',
    featuredImageUrl: IMAGE.foundation,
    status: 'published',
    metaTitle: 'Signs of Foundation Settlement in Florida Homes',
    metaDescription:
      "Sticking doors, stair-step cracks and sloping floors can mean settlement. Learn why Florida's sandy soils move and what to do when you spot the signs.",
    keywords: ['foundation settlement', 'foundation repair florida', 'slab cracks', 'sinkhole signs', 'helical piers'],
    tags: ['foundation', 'soil', 'cracks'],
    publishedDaysAgo: 37,
    viewCount: 2515,
  },
  {
    title: 'Slab Cracks in Florida Homes: Which Ones Actually Matter?',
    slug: 'slab-cracks-in-florida-homes-which-ones-actually-matter',
    excerpt: 'Hairline shrinkage or structural movement? How to read the cracks in your slab, garage floor and driveway, and when to call a professional.',
    content: `<p>Pull up old carpet in almost any Florida home and you will find cracks in the slab. Most are harmless. A few are early warnings. The difference is usually visible if you know what to look for.</p>
<h2>Shrinkage cracks</h2>
<p>Concrete shrinks as it cures, and slabs almost always crack somewhere as a result. Shrinkage cracks tend to be thin, fairly straight or gently wandering, and level on both sides. They often run between corners or across the middle of a room, and they usually stop changing within the first years of a home's life.</p>
<h2>Cracks that deserve a closer look</h2>
<ul>
<li><strong>Vertical offset:</strong> one side of the crack sits higher than the other, which you can feel with a fingertip or see in cracked tile.</li>
<li><strong>Widening:</strong> a crack that grows over weeks or months, or that you can fit a coin into.</li>
<li><strong>Patterns:</strong> several cracks radiating from one point, or a crack that lines up with cracks in the walls above it.</li>
<li><strong>Moisture:</strong> a crack that is damp, stained or lets water through after rain.</li>
<li><strong>Company:</strong> cracks that appear along with sticking doors, new wall cracks or sloping floors.</li>
</ul>
<h2>Garage slabs and driveways</h2>
<p>Garage floors and driveways are poured separately from the house and often crack at control joints by design. A driveway that has dropped away from the garage apron usually points to soil washing out beneath it or poor compaction, which is worth fixing before water starts running toward the house.</p>
<h2>The plumbing connection</h2>
<p>A leaking drain line under a slab can wash sand out from beneath the concrete, leading to settlement in that area. If slab cracks appear near a bathroom or kitchen, or you also notice slow drains or sewer odour, ask for a camera inspection of the drain lines. If the video shows a failing pipe, <a href="/cipp-pipe-repair">CIPP lining</a> can repair it without breaking the floor you are trying to protect.</p>
<h2>How to monitor a crack</h2>
<ol>
<li>Photograph it with a ruler alongside and note the date.</li>
<li>Mark each end with a fine pencil line.</li>
<li>Check again after a few weeks and after heavy rain.</li>
<li>If the crack lengthens, widens or develops an offset, schedule an assessment.</li>
</ol>
<h2>What a professional will do</h2>
<p>A foundation contractor typically measures floor elevations across the house to see whether the slab is out of level and where. If movement is confirmed, they will recommend a repair, from lifting the slab with foam or grout to installing piers, and may involve an engineer.</p>
<blockquote>A crack is information. The questions are whether it is moving and why.</blockquote>
<p>Concerned about what you are seeing? Tell Harper on <a href="/find-services">Find Services</a> and we will connect you with a vetted foundation contractor near you.</p>`,
    category: 'Foundation & Concrete',
    authorName: 'Marcus Bell',
    featuredImageUrl: IMAGE.foundation,
    status: 'published',
    metaTitle: 'Slab Cracks in Florida Homes: Which Ones Matter',
    metaDescription:
      'Hairline shrinkage or structural movement? Learn to read cracks in your slab, garage floor and driveway, how to monitor them and when to call a professional.',
    keywords: ['slab cracks', 'concrete cracks', 'foundation inspection', 'slab leak', 'driveway settlement'],
    tags: ['foundation', 'concrete', 'cracks'],
    publishedDaysAgo: 256,
    viewCount: 640,
  },
  // ── Coastal Living ─────────────────────────────────────────────────────────────────────────
  {
    title: 'Seawall Inspection in Brackish Water: What to Look For',
    slug: 'seawall-inspection-in-brackish-water-what-to-look-for',
    excerpt:
      'Lagoons, rivers and canals wear seawalls differently than open ocean. A homeowner checklist for the cap, panels, joints, anchors and the yard behind the wall.',
    content: `<p>Many Florida waterfront homes sit on brackish water, where fresh water from rivers and rainfall mixes with the sea: the Indian River Lagoon, the Caloosahatchee, and thousands of residential canals. Seawalls in these waters face tides, boat wakes, storm surge and corrosion all at once. Regular checks catch small problems before the yard behind the wall starts to disappear.</p>
<h2>When to inspect</h2>
<ul>
<li>Once a year, on a calm day at low tide, when more of the wall is exposed</li>
<li>After any tropical storm, hurricane or unusually high tide</li>
<li>Whenever you notice a change in the yard behind the wall</li>
</ul>
<h2>Start in the yard</h2>
<p>The first sign of a failing seawall usually appears on land, not in the water. Walk the strip of yard behind the wall and look for:</p>
<ul>
<li>Depressions, soft spots or small sinkholes near the wall</li>
<li>Pavers, patios or pool decks that have dropped or cracked</li>
<li>Gaps opening between the cap and the soil behind it</li>
</ul>
<p>These suggest soil is washing out through the wall with each tide.</p>
<h2>The cap</h2>
<p>The concrete cap ties the wall together. Look for cracks, pieces breaking away and rust stains. Rust bleeding through concrete means the reinforcing steel inside is corroding and expanding, which is common where salt and fresh water mix.</p>
<h2>The panels and joints</h2>
<p>From a dock, kayak or the neighbour's side, look along the face of the wall:</p>
<ul>
<li>Cracks, spalling or exposed steel in concrete panels</li>
<li>Open joints between panels, especially with sand or silt visible outside them</li>
<li>Cracked, split or UV-faded vinyl and composite sheets</li>
<li>Blocked weep holes or filter fabric showing through</li>
</ul>
<h2>Alignment and the toe</h2>
<p>Sight down the length of the wall. A wall that leans toward the water or bows outward may have a failing anchor system. At low tide, check the base of the wall for scour, where current and wakes have carried away the bottom material that holds the toe in place.</p>
<h2>What a contractor adds</h2>
<p>A marine contractor can probe behind the wall, inspect the tieback anchors, check the depth at the toe and tell you whether a repair, a new wall in front of the old one, or a full replacement makes sense. Seawall work in Florida usually needs permits, so hire a licensed contractor who handles them.</p>
<blockquote><strong>Tip:</strong> photograph the same stretch of wall from the same spot every year. Slow changes are much easier to see side by side.</blockquote>
<p>Harper Home works with licensed, insured seawall builders from Brevard to Fort Myers. Tell Harper what you have found on <a href="/find-services">Find Services</a>, or <a href="/contact">contact us</a> with questions.</p>`,
    category: 'Coastal Living',
    authorName: 'Harper Home Team',
    featuredImageUrl: IMAGE.coastal,
    status: 'published',
    metaTitle: 'Seawall Inspection in Brackish Water',
    metaDescription:
      'A homeowner checklist for seawalls on Florida lagoons, rivers and canals: the cap, panels, joints, anchors and the warning signs in the yard behind the wall.',
    keywords: ['seawall inspection', 'seawall repair', 'brackish water', 'indian river lagoon', 'waterfront home'],
    tags: ['seawall', 'waterfront', 'inspection'],
    publishedDaysAgo: 15,
    viewCount: 1960,
  },
  {
    title: 'A Seasonal Maintenance Calendar for Lagoon Waterfront Homes',
    slug: 'a-seasonal-maintenance-calendar-for-lagoon-waterfront-homes',
    excerpt:
      'Salt air, storms, seasonal high tides and a fragile lagoon: a season-by-season plan for keeping a waterfront home and its shoreline in good shape.',
    content: `<p>Living on the water along Florida's Indian River Lagoon and similar estuaries is a privilege, but it comes with a maintenance rhythm all its own. Salt air, summer storms, fall high tides and a sensitive ecosystem all shape what needs doing and when. Here is a simple calendar to work from, season by season.</p>
<h2>Spring: get ready for storm season</h2>
<ul>
<li><strong>Seawall and dock:</strong> walk the wall at low tide, check the cap and joints, and tighten dock hardware and ladder mounts.</li>
<li><strong>Boat lift:</strong> inspect cables, pulleys and motors, and make sure the lift can be raised well above the water before storms.</li>
<li><strong>Roof and gutters:</strong> look for loose shingles or tiles and clear the gutters before the rainy season arrives.</li>
<li><strong>Shutters:</strong> test every panel and fastener so nothing is missing when a storm is forecast.</li>
</ul>
<h2>Summer: manage water and heat</h2>
<ul>
<li><strong>Drainage:</strong> after heavy storms, note where water pools and whether it drains toward the house or the lagoon.</li>
<li><strong>Air conditioning:</strong> salt air is hard on outdoor condenser coils. Rinse them gently with fresh water and keep the condensate line clear.</li>
<li><strong>Fertilizer:</strong> many cities and counties along the lagoon restrict fertilizer during the summer rainy season. Check your local rules, and consider native plants that need little or none.</li>
</ul>
<h2>Fall: high tides and storm follow-up</h2>
<ul>
<li><strong>Seasonal high tides:</strong> fall often brings the highest tides of the year. Watch how close water comes to the top of the seawall and whether any yard areas flood.</li>
<li><strong>Post-storm checks:</strong> after any storm, look for new soft spots behind the wall, lifted roofing and damaged screens.</li>
<li><strong>Landscaping:</strong> trim palms and trees away from the roof and power lines.</li>
</ul>
<h2>Winter: the best time for projects</h2>
<ul>
<li><strong>Exterior work:</strong> cooler, drier months are ideal for painting, sealing stucco and pressure washing.</li>
<li><strong>Big repairs:</strong> schedule seawall, dock and roofing work now, when contractors are less stretched by storm calls.</li>
<li><strong>Corrosion:</strong> replace rusting exterior fasteners, light fixtures and hose bibs with stainless or marine-grade parts.</li>
</ul>
<h2>All year: protect the lagoon</h2>
<p>What runs off a waterfront yard ends up in the water. A planted buffer along the shoreline, less lawn, fewer chemicals and well-maintained septic or sewer connections all help. If your home is on a septic system, keep up with inspections and pumping, and ask whether a sewer connection is available in your area.</p>
<blockquote>A waterfront home rewards small, regular attention far more than big, rushed repairs.</blockquote>
<p>Need a seawall builder, roofer or landscaper who knows waterfront homes? Ask Harper on <a href="/find-services">Find Services</a>.</p>`,
    category: 'Coastal Living',
    authorName: 'Renee Castillo',
    featuredImageUrl: IMAGE.coastal,
    status: 'published',
    metaTitle: 'Seasonal Maintenance for Lagoon Waterfront Homes',
    metaDescription:
      'A season-by-season maintenance plan for Florida lagoon waterfront homes, covering seawalls, docks, roofs, salt-air corrosion and lagoon-friendly landscaping.',
    keywords: ['waterfront home maintenance', 'indian river lagoon', 'seawall maintenance', 'salt air corrosion', 'florida homeowners'],
    tags: ['waterfront', 'maintenance', 'brevard'],
    publishedDaysAgo: 118,
    viewCount: 455,
  },
  // ── Real Estate Tips ───────────────────────────────────────────────────────────────────────
  {
    title: 'What Agents Should Check Before Listing a Florida Home',
    slug: 'what-agents-should-check-before-listing-a-florida-home',
    excerpt: 'Roof, drains, foundation, seawall and paperwork: a pre-listing checklist that helps Florida agents avoid surprises between contract and closing.',
    content: `<p>In Florida, the deals that fall apart late usually do so over the same few items: the roof, the plumbing, the structure, and whether the buyer can get insurance. A short pre-listing review with your seller surfaces those issues while there is still time to fix them on your schedule rather than the buyer's.</p>
<h2>The roof</h2>
<ul>
<li>Find out when the roof was installed and whether the permit was finaled.</li>
<li>Look for visible wear, missing tiles or shingles, and stains on ceilings.</li>
<li>Ask whether the seller has a current wind mitigation report. A good report is a selling point, because it can help buyers with insurance quotes.</li>
</ul>
<h2>Plumbing and drains</h2>
<ul>
<li>Identify the supply pipe material and note anything an insurer may question, such as polybutylene.</li>
<li>For older homes with cast iron drains, recommend a sewer camera inspection before listing. A buyer's inspector will likely suggest one anyway.</li>
<li>If the video shows problems, <a href="/cipp-pipe-repair">CIPP lining</a> is usually finished in 2-3 days without tearing up floors the seller has just staged.</li>
</ul>
<h2>Structure and foundation</h2>
<ul>
<li>Walk the exterior for stair-step cracks in block walls and gaps at the driveway or garage apron.</li>
<li>Inside, note doors that stick and cracked tile running in a line.</li>
<li>Ask about any past sinkhole claims or foundation repairs, and collect the reports and warranties.</li>
</ul>
<h2>Electrical and HVAC</h2>
<ul>
<li>Check the panel brand and condition. Some older panels are routinely flagged on four point inspections.</li>
<li>Collect service records for the air conditioning system and note its approximate age.</li>
</ul>
<h2>Waterfront homes</h2>
<p>If there is a seawall, look for cracks in the cap, depressions in the yard behind it and any lean toward the water. Seawall repairs take time to permit and schedule, so buyers will want to know early.</p>
<h2>Paperwork</h2>
<ol>
<li>Search the local building department for open or expired permits.</li>
<li>Gather warranties, permits and receipts for major work.</li>
<li>Remind the seller that Florida sellers must disclose known defects that materially affect value and are not readily observable.</li>
</ol>
<h2>Consider a pre-listing inspection</h2>
<p>A pre-listing home inspection costs the seller relatively little and puts you in control of the story. Repairs can be made, priced in, or disclosed up front instead of negotiated under deadline.</p>
<blockquote>Every issue you find before listing is one the buyer's inspector cannot use against the price.</blockquote>
<p>When a seller needs a contractor quickly, refer them through the <a href="/affiliates">Harper Home affiliate program</a>. Harper matches them with a vetted, licensed pro, you track the referral from your dashboard, and the average affiliate commission is $250.</p>`,
    category: 'Real Estate Tips',
    authorName: 'Dana Whitfield',
    featuredImageUrl: IMAGE.realEstate,
    status: 'published',
    metaTitle: 'What Agents Should Check Before Listing in Florida',
    metaDescription:
      'A pre-listing checklist for Florida agents: roof, drains, foundation, seawalls and permits to review with sellers so deals do not fall apart before closing.',
    keywords: ['pre-listing checklist', 'real estate agents florida', 'selling a home', 'home inspection', 'seller disclosure'],
    tags: ['agents', 'listing', 'checklist'],
    publishedDaysAgo: 1,
    viewCount: 12,
  },
  {
    title: 'What Is a Four Point Inspection? A Guide for Buyers and Sellers',
    slug: 'what-is-a-four-point-inspection-a-guide-for-buyers-and-sellers',
    excerpt: 'Insurers often ask for a four point inspection on older Florida homes. What it covers, what commonly gets flagged and how to prepare.',
    content: `<p>If you are buying or selling an older home in Florida, you will probably hear about a four point inspection. Insurance companies often request one before writing a policy on an older house. It is short, focused and very different from a full home inspection.</p>
<h2>The four points</h2>
<ol>
<li><strong>Roof:</strong> the covering type, its approximate age, its condition and any signs of leaks.</li>
<li><strong>Electrical:</strong> the panel, the breakers or fuses, the wiring type and any visible hazards.</li>
<li><strong>Plumbing:</strong> supply and drain pipe materials, the water heater, and any active or past leaks.</li>
<li><strong>HVAC:</strong> whether the heating and cooling system works and is in reasonable condition.</li>
</ol>
<p>The inspector photographs each system and completes a form for the insurer. It is not a full home inspection and will not tell a buyer about the foundation, appliances, windows or the condition of the drain lines under the slab.</p>
<h2>What commonly gets flagged</h2>
<ul>
<li><strong>Roofs</strong> near the end of their life, or with visible damage or leaks</li>
<li><strong>Electrical panels</strong> from certain older manufacturers that insurers consider a fire risk, fuse boxes, and cloth-insulated or aluminium branch wiring</li>
<li><strong>Plumbing</strong> with polybutylene or galvanized supply lines, active leaks, or a water heater with no drip pan or showing corrosion</li>
<li><strong>HVAC</strong> systems that do not operate or show significant rust and leaks</li>
</ul>
<p>A flagged item does not always mean a denied policy, but the insurer may require a repair or replacement before binding coverage.</p>
<h2>Tips for sellers</h2>
<ul>
<li>Order a four point inspection before listing so there are no surprises.</li>
<li>Fix small items first: leaking fittings, missing panel cover screws, a corroded water heater connection.</li>
<li>Have permits and receipts ready for roof, electrical, plumbing and HVAC work.</li>
</ul>
<h2>Tips for buyers</h2>
<ul>
<li>Ask for the four point inspection early, ideally alongside your full home inspection.</li>
<li>Get insurance quotes before the inspection period ends.</li>
<li>For older homes, add a sewer camera inspection. The four point form does not cover the drain lines beneath the house.</li>
</ul>
<blockquote>A four point inspection answers the insurer's questions. A full inspection answers yours. Get both.</blockquote>
<p>Need a roofer, electrician or plumber to clear a flagged item quickly? Harper can match you with a vetted local contractor on <a href="/find-services">Find Services</a>. Agents can also refer clients through our <a href="/affiliates">affiliate program</a>.</p>`,
    category: 'Real Estate Tips',
    authorName: 'Harper Home Team',
    featuredImageUrl: null,
    status: 'published',
    metaTitle: 'Four Point Inspections: A Florida Guide',
    metaDescription:
      'What a Florida four point inspection covers, the roof, electrical, plumbing and HVAC items insurers flag most often, and how buyers and sellers can prepare.',
    keywords: ['four point inspection', 'home insurance florida', 'older homes', 'electrical panel', 'polybutylene'],
    tags: ['inspection', 'insurance', 'buyers', 'sellers'],
    publishedDaysAgo: 196,
    viewCount: 870,
  },
  // ── Company News ───────────────────────────────────────────────────────────────────────────
  {
    title: 'How the Harper Home Affiliate Program Works',
    slug: 'how-the-harper-home-affiliate-program-works',
    excerpt:
      'Real estate agents can refer clients who need repairs to vetted contractors and earn a commission when the work is done. Here is the process, step by step.',
    content: `<p>Real estate agents are often the first people homeowners call when something goes wrong with a house, whether it is a failed inspection item, a roof an insurer will not accept or a slow drain days before closing. The Harper Home affiliate program turns those calls into a simple referral, and rewards agents for making them.</p>
<h2>Who it is for</h2>
<p>The program is designed for licensed real estate agents in Florida who want a dependable place to send buyers, sellers and past clients for home repairs, without personally vouching for a contractor they found online.</p>
<h2>How it works</h2>
<ol>
<li><strong>Apply.</strong> Submit the short application on the <a href="/affiliates">affiliates page</a> with your brokerage details. Team leaders can include a roster of their agents. Our team reviews every application.</li>
<li><strong>Get your dashboard.</strong> Once approved, you can submit referrals and follow their progress from your account.</li>
<li><strong>Refer a client.</strong> Enter your client's name, contact details and the service they need, or share your personal referral code so they can describe the job to Harper directly.</li>
<li><strong>Harper matches.</strong> Harper, our AI assistant, matches the job with vetted contractors who cover that area and offer that service.</li>
<li><strong>Track the status.</strong> Each referral moves from pending to matched, in progress and completed, so you always know where things stand.</li>
<li><strong>Earn your commission.</strong> Commission is earned when the referred job is completed. The average affiliate commission is $250.</li>
</ol>
<h2>Why agents use it</h2>
<ul>
<li><strong>Vetted contractors:</strong> vendors on Harper Home go through an application that checks licensing and insurance before they are listed.</li>
<li><strong>Speed:</strong> when an inspection item threatens a closing date, you can send the referral in minutes.</li>
<li><strong>Specialists:</strong> beyond everyday trades, the network includes CIPP pipe lining, foundation repair and seawall contractors that can be hard to find quickly.</li>
<li><strong>Visibility:</strong> you see the status of every referral without chasing anyone by phone.</li>
</ul>
<h2>Good referrals to start with</h2>
<ul>
<li>Sewer line problems found during a buyer's inspection. Our <a href="/cipp-pipe-repair">CIPP partners</a> start with a free video inspection, a $399 value.</li>
<li>Roof repairs needed to satisfy an insurer</li>
<li>Settlement cracks a buyer wants evaluated before closing</li>
<li>Seawall concerns on waterfront listings</li>
</ul>
<blockquote>Your clients remember who helped them when the house needed help. The affiliate program makes sure that is you.</blockquote>
<h2>Questions</h2>
<p>Read the details and apply on the <a href="/affiliates">affiliates page</a>. If you are a contractor rather than an agent, see <a href="/for-vendors">For Vendors</a>. For anything else, <a href="/contact">contact our team</a>.</p>`,
    category: 'Company News',
    authorName: 'Harper Home Team',
    featuredImageUrl: IMAGE.companyNews,
    status: 'published',
    metaTitle: 'How the Harper Home Affiliate Program Works',
    metaDescription:
      'Florida real estate agents can refer clients to vetted contractors through Harper Home, track every referral and earn a commission when the job is done.',
    keywords: ['affiliate program', 'real estate agent referrals', 'agent commission', 'harper home'],
    tags: ['affiliates', 'agents', 'company news'],
    publishedDaysAgo: 52,
    viewCount: 1475,
  },
  {
    title: 'Meet Harper: How Our AI Assistant Matches You With Vetted Contractors',
    slug: 'meet-harper-how-our-ai-assistant-matches-you-with-vetted-contractors',
    excerpt:
      'Harper asks a few questions about your project, then matches you with licensed, insured Florida contractors who serve your area. Here is what happens behind the scenes.',
    content: `<p>Finding a contractor in Florida usually means a search, a long list of names, and a lot of phone calls to find out who actually serves your area, handles your kind of job and is available. We built Harper to do that work for you.</p>
<h2>What Harper asks</h2>
<p>When you start on <a href="/find-services">Find Services</a>, Harper asks a handful of questions:</p>
<ul>
<li><strong>The service you need,</strong> from plumbing and HVAC to roofing, CIPP pipe repair, foundation repair and seawall construction</li>
<li><strong>Your ZIP code,</strong> so Harper knows which contractors cover your home</li>
<li><strong>How soon you need help,</strong> from today to planning ahead</li>
<li><strong>Your budget range,</strong> if you have one in mind</li>
<li><strong>A description of the problem,</strong> in your own words</li>
</ul>
<h2>How matching works</h2>
<p>Every contractor on Harper Home sets a home base and a service radius. Harper starts with contractors whose service area includes your ZIP code and who offer the service you need, then weighs availability, ratings, typical response times and quote ranges against your urgency and budget. You see the best matches with their specialties and credentials, and you decide who to hear from.</p>
<h2>What vetted means</h2>
<p>Contractors do not simply sign up and appear. Each one applies through our <a href="/for-vendors">vendor program</a> and provides license and insurance details, which our team reviews before the profile goes live. Contractors whose credentials have been checked are marked as verified on their profiles.</p>
<h2>What Harper does not do</h2>
<ul>
<li>Harper does not replace an on-site assessment. A roof, a slab or a sewer line still needs to be seen by a professional before anyone can give a firm price.</li>
<li>Harper does not pressure you. You choose whether and when to contact a contractor.</li>
<li>Harper does not guess about your pipes. For sewer problems, our CIPP partners start with a free video inspection, a $399 value, so decisions are based on what is really there.</li>
</ul>
<h2>Built for Florida homes</h2>
<p>Sandy soils, salt air, brackish canals and hurricane season give Florida homes a particular set of problems. That is why the network includes specialists in <a href="/cipp-pipe-repair">trenchless pipe repair</a>, <a href="/roofing-services">storm-ready roofing</a>, foundation repair and seawalls, alongside everyday trades.</p>
<h2>For agents and contractors</h2>
<p>Real estate agents can refer clients to Harper and earn a commission through our <a href="/affiliates">affiliate program</a>. Licensed contractors can apply to join the network on <a href="/for-vendors">For Vendors</a>.</p>
<blockquote>Tell Harper what is wrong, and let Harper find who can fix it.</blockquote>
<p>Try it now on <a href="/find-services">Find Services</a>, or <a href="/contact">get in touch</a> if you have questions.</p>`,
    category: 'Company News',
    authorName: 'Harper Home Team',
    featuredImageUrl: IMAGE.companyNews,
    status: 'published',
    metaTitle: 'Meet Harper, Our AI Contractor Matching Assistant',
    metaDescription:
      'Harper asks a few questions about your project and matches you with licensed, insured Florida contractors who serve your area. Here is how matching works.',
    keywords: ['ai assistant', 'contractor matching', 'vetted contractors', 'florida home services', 'harper home'],
    tags: ['harper', 'company news', 'product'],
    publishedDaysAgo: 291,
    viewCount: 2290,
  },
  // ── Drafts ─────────────────────────────────────────────────────────────────────────────────
  {
    title: 'Helical Piers vs. Push Piers: A Plain English Comparison',
    slug: 'helical-piers-vs-push-piers-a-plain-english-comparison',
    excerpt: 'Both pier systems carry a settling house down to firmer soil. How they differ, where each fits best, and what to ask a foundation contractor.',
    content: `<p>If a foundation contractor recommends piers for your Florida home, the proposal will most likely specify either helical piers or push piers. Both transfer the weight of a settling house down to firmer soil or rock, but they get there in different ways.</p>
<h2>How push piers work</h2>
<p>Push piers, sometimes called resistance piers, are steel pipe sections driven into the ground with a hydraulic ram. The ram pushes against a steel bracket attached to the footing, using the weight of the house itself as resistance. Sections are added until the pier reaches a layer that can carry the load.</p>
<ul>
<li><strong>Strengths:</strong> they can reach deep load-bearing layers, and each pier is effectively load-tested as it is driven.</li>
<li><strong>Limitations:</strong> they rely on the weight of the structure, so they suit heavier buildings better than light ones, such as a single-storey wood frame addition or a porch.</li>
</ul>
<h2>How helical piers work</h2>
<p>Helical piers look like giant screws: steel shafts with one or more spiral plates welded near the tip. A hydraulic motor turns them into the ground, and the installer monitors the torque needed to advance them. That torque correlates with how much load the pier can carry.</p>
<ul>
<li><strong>Strengths:</strong> they do not depend on the weight of the house, so they suit lighter structures, porches, additions and new construction. Installation is relatively quiet and produces little vibration.</li>
<li><strong>Limitations:</strong> rocky or debris-filled soil can make them hard to advance, and the plates must be sized correctly for the soil.</li>
</ul>
<h2>How Florida soils affect the choice</h2>
<p>Florida's layers of loose sand, pockets of organic muck and, in some areas, limestone with voids mean that the right depth and system depend heavily on the site. A geotechnical report, or at least data from a nearby site, helps an engineer specify the pier type and target depth. Where sinkhole activity is suspected, piers are often combined with grouting.</p>
<h2>Questions to ask your contractor</h2>
<ol>
<li>Which pier type are you proposing, and why for this house?</li>
<li>Has an engineer reviewed the layout and the target depth or torque?</li>
<li>Will you record the installation depth and pressure or torque for each pier?</li>
<li>Are you lifting the structure, or stabilising it where it is?</li>
<li>What does the warranty cover, and is it transferable to a future buyer?</li>
</ol>
<h2>What to expect on site</h2>
<p>Exterior piers are usually installed from small excavations next to the footing, so landscaping near the work area will be disturbed. Interior piers require cutting the slab. After installation the excavations are backfilled and the slab patched, and the contractor should hand over a report showing each pier's location and readings.</p>
<blockquote>The right pier is the one that suits the structure and the soil beneath it, not the one a contractor happens to stock.</blockquote>
<p>Want a second opinion on a pier proposal? Describe your situation to Harper on <a href="/find-services">Find Services</a> and we will match you with a vetted foundation specialist.</p>`,
    category: 'Foundation & Concrete',
    authorName: 'Marcus Bell',
    featuredImageUrl: IMAGE.foundation,
    status: 'draft',
    metaTitle: 'Helical Piers vs. Push Piers Compared',
    metaDescription:
      'Helical piers and push piers both stabilise a settling Florida home. Learn how each system works, where each fits best and what to ask your contractor.',
    keywords: ['helical piers', 'push piers', 'foundation repair', 'underpinning', 'florida soil'],
    tags: ['foundation', 'piers'],
    publishedDaysAgo: null,
    viewCount: 0,
  },
  {
    title: 'Storm Shutters or Impact Windows: Choosing Opening Protection',
    slug: 'storm-shutters-or-impact-windows-choosing-opening-protection',
    excerpt:
      'Accordion and panel shutters, roll-downs or impact glass: how the main kinds of opening protection compare for Florida homes, and what to check before you buy.',
    content: `<p>Windows and doors are the weak points in a house during a hurricane. If wind-borne debris breaks a window, wind and rain rush inside, raising pressure on the roof from below and soaking everything in their path. Protecting the openings is one of the most effective upgrades a Florida homeowner can make, and it can also earn credit on a wind mitigation inspection.</p>
<h2>The main options</h2>
<h3>Storm panels</h3>
<p>Removable steel, aluminium or polycarbonate panels bolt or slide into tracks over each opening. They are the least expensive option, but someone has to put them up before every storm and store them the rest of the year.</p>
<h3>Accordion shutters</h3>
<p>Permanently mounted beside each opening, accordion shutters unfold across the window and lock in place. They deploy quickly and need no storage, though the tracks and housings stay visible year-round.</p>
<h3>Roll-down shutters</h3>
<p>Roll-down shutters live in a box above the opening and lower by hand crank or motor. They are the most convenient shutter, and can double as security and shade, but cost more and need occasional maintenance of the motor and tracks.</p>
<h3>Impact windows and doors</h3>
<p>Impact-rated glass uses laminated layers that hold together when struck. There is nothing to deploy, they also reduce noise and can improve energy efficiency, and the house stays usable during a storm. They are the most expensive option and replace the existing windows entirely.</p>
<h2>What to check before you buy</h2>
<ul>
<li><strong>Product approval:</strong> every product must be approved for the wind zone where you live. Ask for the approval number and keep it.</li>
<li><strong>Every opening:</strong> protection only works if all openings are covered, including garage doors, sliders and small bathroom windows.</li>
<li><strong>Installation:</strong> anchors and fasteners must match the approval and the wall type, whether block or wood frame.</li>
<li><strong>Permits:</strong> most installations require a permit. Keep the final inspection record for your insurer and any future buyer.</li>
<li><strong>Your household:</strong> if no one at home can safely put up heavy panels, a deploy-free option may be worth the extra cost.</li>
</ul>
<h2>Do not forget the garage door</h2>
<p>A large garage door is often the biggest opening in the house. If it fails, wind can enter the garage and push up on the roof. Reinforced or impact-rated garage doors are available, and bracing kits exist for some older doors.</p>
<blockquote>Opening protection is only as strong as the least protected opening in the house.</blockquote>
<p>Planning an upgrade alongside a new roof? Combining the two makes it easier to document everything for a new wind mitigation inspection. See our <a href="/roofing-services">roofing services</a> or ask Harper for a licensed contractor on <a href="/find-services">Find Services</a>.</p>`,
    category: 'Coastal Living',
    authorName: 'Harper Home Team',
    featuredImageUrl: null,
    status: 'draft',
    metaTitle: 'Storm Shutters or Impact Windows?',
    metaDescription:
      'Panels, accordion and roll-down shutters or impact glass: compare hurricane opening protection for Florida homes and learn what to check before you buy.',
    keywords: ['impact windows', 'hurricane shutters', 'opening protection', 'wind mitigation', 'garage door bracing'],
    tags: ['hurricane', 'windows', 'shutters'],
    publishedDaysAgo: null,
    viewCount: 0,
  },
]
